import { Gauge, type Registry } from 'prom-client';

/** `socketio_connections`: the socket.io clients connected to this gateway instance, read on every scrape. */
export function realtimeMetrics(registry: Registry, io: { engine: { clientsCount: number } }): void {
  new Gauge({
    name: 'socketio_connections',
    help: 'socket.io clients connected to this gateway instance.',
    registers: [registry],
    collect() {
      this.set(io.engine.clientsCount);
    },
  });
}
