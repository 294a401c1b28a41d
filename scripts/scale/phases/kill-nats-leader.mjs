// The fault on NATS: the node leading the event stream killed (SIGKILL), and back once it has caught up with the
// stream again.

/** @returns {Promise<{ victims: { kill: () => Promise<unknown>, back: () => Promise<boolean> }[], what: string }>} */
export async function inject({ jsm, nats, waitFor }) {
  const leader = (await jsm.streams.info('EVENTS')).cluster.leader;
  const node = nats.nodes.find((n) => n.name === leader) ?? nats.nodes[0];
  const back = async () => {
    if (!(await node.start())) return false;
    return Boolean(
      await waitFor(`${node.name} to catch up`, async () => {
        const info = await jsm.streams.info('EVENTS').catch(() => null);
        const replicas = info?.cluster?.replicas ?? [];
        return replicas.length === 2 && replicas.every((r) => r.current) ? true : null;
      }),
    );
  };
  return {
    victims: [{ kill: () => node.kill(), back }],
    what: `NATS node ${node.name} (the stream's leader)`,
  };
}
