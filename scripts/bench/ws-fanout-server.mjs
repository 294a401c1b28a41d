// The plain `ws` fan-out the bench compares socket.io against: a WebSocket server in its own process that sends
// whatever one client sends to every other client. Prints "listening <port>" once it listens.
import { WebSocketServer } from 'ws';

const server = new WebSocketServer({ host: '127.0.0.1', port: Number(process.env.PORT || 0) });
server.on('connection', (socket) => {
  socket.on('message', (data, isBinary) => {
    for (const client of server.clients) if (client !== socket) client.send(data, { binary: isBinary });
  });
});
server.on('listening', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
