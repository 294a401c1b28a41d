import assert from 'node:assert/strict';
import { once } from 'node:events';
import net from 'node:net';
import { afterEach, describe, it } from '@jest/globals';
import { startProxy, tryOrder } from './proxy.mjs';

describe('tryOrder', () => {
  it('starts at the connection’s turn and then tries the others in order', () => {
    assert.deepEqual(tryOrder(0, 2), [0, 1]);
    assert.deepEqual(tryOrder(1, 2), [1, 0]);
    assert.deepEqual(tryOrder(5, 3), [2, 0, 1]);
    assert.deepEqual(tryOrder(7, 1), [0]);
  });
});

/** A backend that answers each connection with its name and keeps it open. */
async function backend(name) {
  const sockets = new Set();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.write(name);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: server.address().port,
    /** Closes the listener and cuts every connection, as a killed process would. */
    die: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Connects through the proxy and resolves with the first thing the backend says ('' when the proxy hangs up). */
function greeting(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.setEncoding('utf8');
    socket.once('data', (data) => resolve({ data, socket }));
    socket.once('close', () => resolve({ data: '', socket }));
    socket.once('error', () => undefined);
  });
}

const stops = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

describe('startProxy', () => {
  it('takes turns between the backends and counts their connections', async () => {
    const a = await backend('a');
    const b = await backend('b');
    const proxy = await startProxy({ backends: [{ port: a.port }, { port: b.port }] });
    stops.push(a.die, b.die, proxy.close);
    const answers = [];
    for (let i = 0; i < 4; i++) {
      const { data, socket } = await greeting(proxy.port);
      answers.push(data);
      socket.destroy();
    }
    assert.deepEqual(answers, ['a', 'b', 'a', 'b']);
    assert.deepEqual(proxy.connections, [2, 2]);
  });

  it('skips a backend that refuses connections, and cuts the connections of one that dies', async () => {
    const a = await backend('a');
    const b = await backend('b');
    const proxy = await startProxy({ backends: [{ port: a.port }, { port: b.port }] });
    stops.push(b.die, proxy.close);
    const first = await greeting(proxy.port);
    assert.equal(first.data, 'a');
    const cut = once(first.socket, 'close');
    await a.die();
    await cut; // the client's connection through the proxy went with its backend
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const { data, socket } = await greeting(proxy.port);
      answers.push(data);
      socket.destroy();
    }
    assert.deepEqual(answers, ['b', 'b', 'b']);
  });

  it('sends no new connection to a backend out of rotation, and keeps its open ones', async () => {
    const a = await backend('a');
    const b = await backend('b');
    const proxy = await startProxy({ backends: [{ port: a.port }, { port: b.port }] });
    stops.push(a.die, b.die, proxy.close);
    const open = await greeting(proxy.port);
    assert.equal(open.data, 'a');
    proxy.setEnabled(0, false);
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const { data, socket } = await greeting(proxy.port);
      answers.push(data);
      socket.destroy();
    }
    assert.deepEqual(answers, ['b', 'b', 'b']);
    assert.equal(open.socket.destroyed, false);
    open.socket.destroy();
    proxy.setEnabled(0, true);
    const back = [];
    for (let i = 0; i < 2; i++) {
      const { data, socket } = await greeting(proxy.port);
      back.push(data);
      socket.destroy();
    }
    assert.deepEqual(back.sort(), ['a', 'b']);
  });

  it('hangs up when no backend answers', async () => {
    const gone = await backend('gone');
    await gone.die();
    const proxy = await startProxy({ backends: [{ port: gone.port }] });
    stops.push(proxy.close);
    assert.equal((await greeting(proxy.port)).data, '');
  });
});
