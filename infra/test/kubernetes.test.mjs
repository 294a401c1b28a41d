import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, it } from '@jest/globals';
import { QUEUES } from '@creators/contracts';
import { BUS_PARTS } from '@creators/platform';
import { ScaledObject } from '@kubernetes-models/keda/keda.sh/v1alpha1/ScaledObject';
import { TriggerAuthentication } from '@kubernetes-models/keda/keda.sh/v1alpha1/TriggerAuthentication';
import { PodMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/PodMonitor';
import { PrometheusRule } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/PrometheusRule';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { objectId, parseImage, parseYamlDocuments, renderKustomization } from './kustomize.mjs';
import { METRICS_PORT, PARTS } from './parts.mjs';

const k8s = join(import.meta.dirname, '..', 'k8s');
const overlays = readdirSync(join(k8s, 'overlays'));
const rendered = Object.fromEntries(
  overlays.map((name) => [name, renderKustomization(join(k8s, 'overlays', name))]),
);

/** The schema of each kind the manifests use (KEDA's from its CRDs). Any other kind fails the test. */
const MODELS = Object.fromEntries(
  [
    ConfigMap,
    Deployment,
    HorizontalPodAutoscaler,
    Ingress,
    Job,
    Namespace,
    NetworkPolicy,
    PodDisruptionBudget,
    PodMonitor,
    PrometheusRule,
    ScaledObject,
    Secret,
    Service,
    TriggerAuthentication,
  ].map((model) => [`${model.apiVersion}/${model.kind}`, model]),
);

const API_PARTS = [
  'gateway',
  'identity',
  'challenges',
  'teams',
  'showcase',
  'brainstorm-ai',
  'discussions',
  'programmes',
];
const DATABASE_SERVICES = API_PARTS.filter((part) => part !== 'gateway');
/** Each part's NATS user, null for one that never connects (packages/platform/src/events/bus-parts.ts). */
const BUS_USERS = Object.fromEntries(Object.entries(BUS_PARTS).map(([part, { user }]) => [part, user]));
const variable = (name) => name.toUpperCase().replace(/-/g, '_');
const role = (service) => `creators_${service.replace(/-/g, '_')}`;
const ofKind = (objects, kind) => objects.filter((object) => object.kind === kind);
const byName = (objects, kind, name) => ofKind(objects, kind).find((object) => object.metadata.name === name);
const selects = (selector, labels) =>
  Object.entries(selector ?? {}).every(([key, value]) => labels?.[key] === value);
const envValue = (container, name) => container.env?.find((variable) => variable.name === name);

describe.each(overlays)('infra/k8s/overlays/%s', (overlay) => {
  const objects = rendered[overlay];
  const deployments = ofKind(objects, 'Deployment');
  const config = byName(objects, 'ConfigMap', 'creators-config').data;

  it('holds only objects that validate against their Kubernetes (or KEDA, or Prometheus Operator) schema', () => {
    for (const object of objects) {
      const Model = MODELS[`${object.apiVersion}/${object.kind}`];
      assert.ok(Model, `no schema for ${object.apiVersion} ${object.kind}`);
      assert.doesNotThrow(() => new Model(object).validate(), objectId(object));
    }
  });

  it('puts everything but the Namespace in the namespace the overlay names', () => {
    const [namespace] = ofKind(objects, 'Namespace');
    assert.ok(namespace, 'the overlay creates its namespace');
    assert.equal(namespace.metadata.labels['pod-security.kubernetes.io/enforce'], 'restricted');
    for (const object of objects.filter((o) => o.kind !== 'Namespace')) {
      assert.equal(object.metadata.namespace, namespace.metadata.name, objectId(object));
    }
  });

  it('runs a Deployment of every long-running part, with the image of its Dockerfile target', () => {
    assert.deepEqual(
      deployments.map((d) => d.metadata.name).sort(),
      [...API_PARTS, 'brainstorm-worker'].sort(),
    );
    for (const deployment of deployments) {
      const [container] = deployment.spec.template.spec.containers;
      assert.equal(parseImage(container.image).name.split('/').at(-1), deployment.metadata.name);
      assert.ok(PARTS[deployment.metadata.name], `${deployment.metadata.name} is no Dockerfile target`);
    }
  });

  it('gives every container the three probes on the health endpoints', () => {
    for (const deployment of deployments) {
      for (const container of deployment.spec.template.spec.containers) {
        const where = `${deployment.metadata.name}/${container.name}`;
        const ports = container.ports.map((port) => port.name);
        for (const [probe, path] of [
          ['startupProbe', '/health/live'],
          ['livenessProbe', '/health/live'],
          ['readinessProbe', '/health/ready'],
        ]) {
          assert.equal(container[probe]?.httpGet?.path, path, `${where} ${probe}`);
          assert.ok(ports.includes(container[probe].httpGet.port), `${where} ${probe} names a declared port`);
        }
        const part = PARTS[deployment.metadata.name];
        const probed = container.ports.find((port) => port.name === container.readinessProbe.httpGet.port);
        assert.equal(probed.containerPort, part.port, `${where} probes the port the part listens on`);
      }
    }
  });

  it('takes every API pod out of the endpoints before SIGTERM (preStop), within its grace period', () => {
    for (const deployment of deployments.filter((d) => API_PARTS.includes(d.metadata.name))) {
      const pod = deployment.spec.template.spec;
      const waits = pod.containers[0].lifecycle?.preStop?.sleep?.seconds ?? 0;
      assert.ok(waits >= 5, `${deployment.metadata.name}: preStop sleeps ${waits} s`);
      // Then the part's own graceful stop: at most 20 s (the gateway's SHUTDOWN_TIMEOUT_MS, the services' 10 s).
      const grace = pod.terminationGracePeriodSeconds ?? 30;
      assert.ok(grace >= waits + 20, `${deployment.metadata.name}: ${grace} s grace for ${waits} s + 20 s`);
    }
  });

  it('sets Secure cookies exactly where the Ingress serves TLS', () => {
    const [ingress] = ofKind(objects, 'Ingress');
    const tls = (ingress.spec.tls ?? []).length > 0;
    assert.equal(config.COOKIE_SECURE, tls ? 'true' : 'false');
  });

  it('gives every container resource requests and limits', () => {
    const pods = [...deployments, ...ofKind(objects, 'Job')];
    for (const pod of pods) {
      for (const container of pod.spec.template.spec.containers) {
        for (const kind of ['requests', 'limits']) {
          for (const resource of ['cpu', 'memory']) {
            assert.ok(container.resources?.[kind]?.[resource], `${pod.metadata.name}: ${kind}.${resource}`);
          }
        }
      }
    }
  });

  it('runs every pod as non-root, without privileges, on a read-only root file system', () => {
    for (const pod of [...deployments, ...ofKind(objects, 'Job')]) {
      const spec = pod.spec.template.spec;
      assert.equal(spec.securityContext.runAsNonRoot, true, pod.metadata.name);
      assert.ok(spec.securityContext.runAsUser > 0, pod.metadata.name);
      assert.equal(spec.securityContext.seccompProfile.type, 'RuntimeDefault', pod.metadata.name);
      assert.equal(spec.automountServiceAccountToken, false, pod.metadata.name);
      for (const container of spec.containers) {
        const context = container.securityContext;
        assert.equal(context.allowPrivilegeEscalation, false, container.name);
        assert.equal(context.readOnlyRootFilesystem, true, container.name);
        assert.deepEqual(context.capabilities.drop, ['ALL'], container.name);
      }
    }
  });

  it('covers every Deployment with a PodDisruptionBudget', () => {
    const budgets = ofKind(objects, 'PodDisruptionBudget');
    for (const deployment of deployments) {
      const labels = deployment.spec.template.metadata.labels;
      const covering = budgets.filter((pdb) => selects(pdb.spec.selector.matchLabels, labels));
      assert.equal(covering.length, 1, `${deployment.metadata.name}: one PodDisruptionBudget`);
      const [budget] = covering;
      const scaler = ofKind(objects, 'ScaledObject').find(
        (s) => s.spec.scaleTargetRef.name === deployment.metadata.name,
      );
      if (scaler && scaler.spec.minReplicaCount >= 2) {
        // The worker: never zero (a drain leaves one), and a drain can still evict one of the minimum.
        assert.equal(budget.spec.minAvailable, 1, `${deployment.metadata.name}: minAvailable`);
      } else {
        // maxUnavailable keeps draining possible with one replica, where minAvailable: 1 would block it.
        assert.equal(budget.spec.maxUnavailable, 1, `${deployment.metadata.name}: maxUnavailable`);
      }
    }
  });

  it("keeps every service pod's PostgreSQL connections under max_connections, at the autoscalers' maximum", () => {
    const values = readFileSync(join(k8s, 'dependencies', 'postgresql-values.yaml'), 'utf8');
    const maxConnections = Number(/max_connections = (\d+)/.exec(values)[1]);
    const perPod = Number(config.DATABASE_POOL_SIZE) + Number(config.OUTBOX_POOL_SIZE);
    assert.ok(perPod > 2, 'pool sizes set');
    let pods = 0;
    for (const service of DATABASE_SERVICES) {
      const hpa = ofKind(objects, 'HorizontalPodAutoscaler').find(
        (a) => a.spec.scaleTargetRef.name === service,
      );
      const surge = byName(objects, 'Deployment', service).spec.strategy.rollingUpdate.maxSurge;
      pods += hpa.spec.maxReplicas + surge;
    }
    // Room for the migration Job, an operator and PostgreSQL's reserved superuser connections.
    assert.ok(pods * perPod + 10 <= maxConnections, `${pods} pods x ${perPod} + 10 > ${maxConnections}`);
  });

  if (overlay === 'production')
    it('runs at least two workers in production', () => {
      const scaler = byName(objects, 'ScaledObject', 'brainstorm-worker');
      assert.ok(scaler.spec.minReplicaCount >= 2, `minReplicaCount ${scaler.spec.minReplicaCount}`);
    });

  it('scales the gateway and the services on CPU, and the worker on the depth of its queues', () => {
    const autoscalers = ofKind(objects, 'HorizontalPodAutoscaler');
    for (const name of API_PARTS) {
      const hpa = autoscalers.find((a) => a.spec.scaleTargetRef.name === name);
      assert.ok(hpa, `${name} has no HorizontalPodAutoscaler`);
      assert.equal(hpa.spec.scaleTargetRef.kind, 'Deployment');
      assert.equal(hpa.spec.metrics[0].resource.name, 'cpu');
      assert.ok(hpa.spec.minReplicas <= hpa.spec.maxReplicas);
    }
    const [scaler] = ofKind(objects, 'ScaledObject');
    assert.equal(scaler.spec.scaleTargetRef.name, 'brainstorm-worker');
    const lists = scaler.spec.triggers.map((trigger) => trigger.metadata.listName).sort();
    assert.deepEqual(
      lists,
      Object.values(QUEUES)
        // Identity sends its own mails (docs/product.md §13): that queue is no work of the worker's.
        .filter((queue) => queue !== QUEUES.mail)
        .map((queue) => `bull:${queue}:wait`)
        .sort(),
    );
    for (const trigger of scaler.spec.triggers) {
      assert.equal(trigger.type, 'redis');
      assert.ok(byName(objects, 'TriggerAuthentication', trigger.authenticationRef.name));
    }
    // The autoscalers own the replica counts: a fixed one would be reset on every apply.
    for (const deployment of deployments) assert.equal(deployment.spec.replicas, undefined);
  });

  it('selects a Deployment with every Service, on a port its pods declare', () => {
    for (const service of ofKind(objects, 'Service')) {
      const matching = deployments.filter((d) =>
        selects(service.spec.selector, d.spec.template.metadata.labels),
      );
      assert.equal(matching.length, 1, `${service.metadata.name} selects one Deployment`);
      const ports = matching[0].spec.template.spec.containers.flatMap((c) => c.ports.map((p) => p.name));
      for (const port of service.spec.ports)
        assert.ok(ports.includes(port.targetPort), service.metadata.name);
      assert.ok(
        !service.spec.ports.some((port) => port.port === METRICS_PORT),
        'metrics are not a Service port',
      );
    }
    assert.equal(
      byName(objects, 'Service', 'brainstorm-worker'),
      undefined,
      'nothing connects to the worker',
    );
  });

  it('routes the Ingress to the gateway, /ws with long timeouts', () => {
    const ingresses = ofKind(objects, 'Ingress');
    for (const ingress of ingresses) {
      for (const path of ingress.spec.rules.flatMap((rule) => rule.http.paths)) {
        assert.deepEqual(path.backend.service, { name: 'gateway', port: { name: 'http' } });
      }
    }
    const ws = ingresses.find((i) => i.spec.rules[0].http.paths.some((p) => p.path === '/ws'));
    assert.ok(Number(ws.metadata.annotations['nginx.ingress.kubernetes.io/proxy-read-timeout']) >= 3600);
  });

  it('lets only the gateway reach the services, and nothing reach the worker but the metrics scrape', () => {
    const policies = ofKind(objects, 'NetworkPolicy');
    const denyAll = policies.find(
      (p) =>
        Object.keys(p.spec.podSelector).length === 0 &&
        p.spec.policyTypes.includes('Ingress') &&
        !p.spec.ingress,
    );
    assert.ok(denyAll, 'a default-deny policy for incoming traffic');
    const rulesFor = (labels) =>
      policies
        .filter((p) => selects(p.spec.podSelector.matchLabels, labels))
        .flatMap((p) => p.spec.ingress ?? []);
    const gatewayLabels = byName(objects, 'Deployment', 'gateway').spec.template.metadata.labels;
    for (const deployment of deployments) {
      const name = deployment.metadata.name;
      const rules = rulesFor(deployment.spec.template.metadata.labels);
      for (const rule of rules) {
        const ports = rule.ports.map((port) => port.port);
        if (ports.every((port) => port === 'metrics')) continue; // Prometheus, from its namespace
        if (name === 'gateway') {
          assert.ok(
            rule.from.every((peer) => peer.namespaceSelector && !peer.podSelector),
            'ingress controller',
          );
          continue;
        }
        assert.notEqual(name, 'brainstorm-worker', 'only metrics reach the worker');
        for (const peer of rule.from) {
          assert.equal(peer.namespaceSelector, undefined, `${name}: only pods of this namespace`);
          assert.ok(selects(peer.podSelector.matchLabels, gatewayLabels), `${name}: only the gateway`);
          assert.ok(!selects(peer.podSelector.matchLabels, deployment.spec.template.metadata.labels));
        }
      }
      if (name !== 'gateway' && name !== 'brainstorm-worker') {
        assert.ok(
          rules.some((rule) => rule.ports.some((port) => port.port === 'http')),
          `the gateway can reach ${name}`,
        );
      }
    }
  });

  it('serves metrics on 9464 in every pod, announced for Prometheus', () => {
    assert.equal(config.METRICS_PORT, String(METRICS_PORT));
    for (const deployment of deployments) {
      const template = deployment.spec.template;
      const [container] = template.spec.containers;
      assert.ok(container.ports.some((p) => p.name === 'metrics' && p.containerPort === METRICS_PORT));
      assert.equal(template.metadata.annotations['prometheus.io/scrape'], 'true');
      assert.equal(template.metadata.annotations['prometheus.io/port'], String(METRICS_PORT));
      assert.equal(template.metadata.annotations['prometheus.io/path'], '/metrics');
    }
  });

  it('configures production mode: no demo data, every address, a proxy hop count', () => {
    assert.equal(config.NODE_ENV, 'production');
    assert.equal(config.SEED_DEMO, 'false');
    assert.equal(config.HOST, '0.0.0.0');
    if (overlay === 'production') assert.equal(config.COOKIE_SECURE, 'true');
    assert.match(config.TRUST_PROXY, /^\d+$/, 'a hop count, never `true`');
    for (const pod of [...deployments, ...ofKind(objects, 'Job')]) {
      const [container] = pod.spec.template.spec.containers;
      assert.ok(container.envFrom.some((source) => source.configMapRef?.name === 'creators-config'));
    }
  });

  it('gives each part its own Secret, holding only what it needs', () => {
    for (const deployment of deployments) {
      const part = deployment.metadata.name;
      const [container] = deployment.spec.template.spec.containers;
      assert.equal(
        container.envFrom.some((source) => source.secretRef),
        false,
        'no whole Secret',
      );
      const refs = (container.env ?? []).filter((variable) => variable.valueFrom?.secretKeyRef);
      for (const { name, valueFrom } of refs) {
        assert.equal(valueFrom.secretKeyRef.name, `creators-${part}`, `${part}.${name}: its own Secret`);
      }
      const held = refs.map((variable) => variable.name);
      assert.equal(held.includes('GATEWAY_SECRET'), part !== 'brainstorm-worker', `${part}: GATEWAY_SECRET`);
      assert.equal(
        held.includes('DEVICE_COOKIE_SECRET'),
        part === 'identity',
        `${part}: DEVICE_COOKIE_SECRET`,
      );
      assert.equal(
        held.includes('CREDENTIALS_SIGNING_KEY'),
        part === 'identity',
        `${part}: CREDENTIALS_SIGNING_KEY`,
      );
      assert.equal(held.includes('DATABASE_URL'), DATABASE_SERVICES.includes(part), `${part}: DATABASE_URL`);
      if (held.includes('DATABASE_URL')) {
        assert.equal(envValue(container, 'DATABASE_URL').valueFrom.secretKeyRef.key, 'DATABASE_URL');
      }
      // Each part on the bus signs in as its own NATS user (packages/platform/src/events/bus-parts.ts).
      const user = BUS_USERS[part === 'brainstorm-worker' ? 'brainstorm-ai-worker' : part];
      assert.equal(envValue(container, 'NATS_USER')?.value, user ?? undefined, `${part}: NATS_USER`);
      assert.equal(held.includes('NATS_PASSWORD'), Boolean(user), `${part}: NATS_PASSWORD`);
    }
    for (const [key, value] of Object.entries(config)) {
      assert.doesNotMatch(
        `${key}=${value}`,
        /PASSWORD|SECRET|API_KEY|:\/\/[^/@]+:[^/@]+@/,
        'no secret in config',
      );
    }
  });

  it('never gives the worker GATEWAY_SECRET, a database or NATS', () => {
    const worker = byName(objects, 'Deployment', 'brainstorm-worker');
    const text = JSON.stringify(worker);
    for (const word of ['GATEWAY_SECRET', 'DATABASE_URL', 'NATS_']) assert.ok(!text.includes(word), word);
    const secret = byName(objects, 'Secret', 'creators-brainstorm-worker');
    if (secret) assert.deepEqual(Object.keys(secret.stringData).sort(), ['REDIS_PASSWORD', 'REDIS_URL']);
  });

  it('runs the migration as a Job of the migrate image, with the database URLs only', () => {
    const job = byName(objects, 'Job', 'migrate');
    const [container] = job.spec.template.spec.containers;
    assert.equal(parseImage(container.image).name.split('/').at(-1), 'migrate');
    assert.equal(job.spec.template.spec.restartPolicy, 'Never');
    assert.deepEqual(container.envFrom.map((source) => source.secretRef?.name).filter(Boolean), [
      'creators-migrate',
    ]);
    assert.equal(container.env, undefined, 'nothing else');
    // GitOps: a hook before each sync, removed once it succeeded; cleaned up after an hour without.
    assert.equal(job.metadata.annotations['argocd.argoproj.io/hook'], 'PreSync');
    assert.match(job.metadata.annotations['argocd.argoproj.io/hook-delete-policy'], /HookSucceeded/);
    assert.equal(job.metadata.annotations['kustomize.toolkit.fluxcd.io/force'], 'enabled');
    assert.ok(job.spec.ttlSecondsAfterFinished > 0);
    // `kubectl apply -l creators-programme/step=migrate` picks the Job and what it reads out of the overlay
    // (docs/operations.md): the ConfigMap and its own Secret when the overlay holds it, nothing else.
    const picked = objects.filter(
      (object) => object.metadata.labels?.['creators-programme/step'] === 'migrate',
    );
    const expected = [
      job,
      byName(objects, 'ConfigMap', 'creators-config'),
      byName(objects, 'Secret', 'creators-migrate'),
    ].filter(Boolean);
    assert.deepEqual(picked.map(objectId).sort(), expected.map(objectId).sort());
  });

  it('lets no pod send anything but what it needs, DNS included', () => {
    const policies = ofKind(objects, 'NetworkPolicy');
    const egressFor = (labels) =>
      policies
        .filter((p) => p.spec.policyTypes.includes('Egress'))
        .filter((p) => selects(p.spec.podSelector.matchLabels, labels));
    assert.ok(
      policies.some(
        (p) =>
          Object.keys(p.spec.podSelector).length === 0 &&
          p.spec.policyTypes.includes('Egress') &&
          !p.spec.egress,
      ),
      'a default-deny policy for outgoing traffic',
    );
    const staff = parseYamlDocuments(readFileSync(join(k8s, 'jobs', 'staff.yaml'), 'utf8'))[0];
    for (const pod of [...deployments, ...ofKind(objects, 'Job'), staff]) {
      const name = pod.metadata.name ?? pod.metadata.generateName;
      const labels = pod.spec.template.metadata.labels;
      const rules = egressFor(labels).flatMap((p) => p.spec.egress ?? []);
      const dns = rules.filter((rule) =>
        rule.to.some(
          (peer) =>
            peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] === 'kube-system' &&
            peer.podSelector?.matchLabels?.['k8s-app'] === 'kube-dns',
        ),
      );
      const dnsPorts = dns.flatMap((rule) => rule.ports.map((port) => `${port.protocol}/${port.port}`));
      assert.ok(dnsPorts.includes('UDP/53') && dnsPorts.includes('TCP/53'), `${name}: DNS`);
      assert.ok(rules.length > dns.length, `${name}: an egress rule beyond DNS`);
      // What it may reach in the data namespace is what it is configured to use.
      const [container] = pod.spec.template.spec.containers;
      const names = (container.env ?? []).map((variable) => variable.name);
      const fromSecret = container.envFrom?.find((source) => source.secretRef)?.secretRef.name;
      const uses = {
        postgresql: names.includes('DATABASE_URL') || fromSecret === 'creators-migrate',
        redis: names.includes('REDIS_URL'),
        nats: names.includes('NATS_USER'),
      };
      for (const [store, used] of Object.entries(uses)) {
        const reaches = rules.some((rule) =>
          rule.to.some(
            (peer) =>
              peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] === 'creators-data' &&
              peer.podSelector?.matchLabels?.['app.kubernetes.io/name'] === store,
          ),
        );
        assert.equal(reaches, used, `${name} ${used ? 'cannot reach' : 'may reach'} ${store}`);
        assert.equal(labels[`creators-programme/${store}`] === 'client', used, `${name}: ${store} label`);
      }
    }
    // Out of the cluster: identity's SMTP server, Isla's vendors; nothing else.
    const outside = policies.filter((p) =>
      (p.spec.egress ?? []).some((rule) => rule.to.some((peer) => peer.ipBlock)),
    );
    assert.deepEqual(outside.map((p) => p.spec.podSelector.matchLabels['app.kubernetes.io/name']).sort(), [
      'brainstorm-worker',
      'identity',
    ]);
  });
});

describe('Secrets', () => {
  /** The keys each Secret must hold: what the pods read from it, and KEDA's Redis password. */
  const keysOf = (objects) => {
    const keys = {};
    const add = (secret, key) => (keys[secret] ??= new Set()).add(key);
    for (const object of objects) {
      for (const container of object.spec?.template?.spec?.containers ?? []) {
        for (const variable of container.env ?? []) {
          const ref = variable.valueFrom?.secretKeyRef;
          if (ref && !ref.optional) add(ref.name, ref.key);
        }
        for (const source of container.envFrom ?? []) {
          // The migration reads every service's <SERVICE>_DATABASE_URL (infra/migrate.sh).
          if (source.secretRef)
            for (const s of DATABASE_SERVICES) add(source.secretRef.name, `${variable(s)}_DATABASE_URL`);
        }
      }
    }
    for (const trigger of ofKind(objects, 'TriggerAuthentication')) {
      for (const ref of trigger.spec.secretTargetRef) add(ref.name, ref.key);
    }
    return Object.fromEntries(Object.entries(keys).map(([name, set]) => [name, [...set].sort()]));
  };
  const wanted = keysOf(rendered.dev);

  it('names one Secret per part', () => {
    assert.deepEqual(
      Object.keys(wanted).sort(),
      Object.keys(PARTS)
        .map((part) => `creators-${part}`)
        .sort(),
    );
    assert.deepEqual(keysOf(rendered.production), wanted);
  });

  it('leaves the production Secrets out of the repository, with an example of each', () => {
    assert.deepEqual(ofKind(rendered.production, 'Secret'), []);
    const dir = join(k8s, 'overlays', 'production', 'secrets');
    assert.deepEqual(
      [...readdirSync(dir)].sort(),
      Object.keys(wanted)
        .map((name) => `${name}.env.example`)
        .sort(),
    );
    for (const [name, keys] of Object.entries(wanted)) {
      const example = readFileSync(join(dir, `${name}.env.example`), 'utf8');
      const listed = [...example.matchAll(/^([A-Z_]+)=/gm)].map((match) => match[1]);
      assert.deepEqual(listed.sort(), keys, `${name}.env.example lists every key its part reads`);
      assert.ok(example.includes(`create secret generic ${name} --from-env-file=`), name);
      for (const [, value] of example.matchAll(/^[A-Z_]+=(.*)$/gm)) {
        assert.ok(value === '' || value.includes('PASSWORD'), `only placeholders in the example: ${value}`);
      }
    }
  });

  it('holds only placeholders in the dev Secrets, each with the keys its part reads', () => {
    const secrets = ofKind(rendered.dev, 'Secret');
    assert.deepEqual(secrets.map((secret) => secret.metadata.name).sort(), Object.keys(wanted).sort());
    for (const secret of secrets) {
      assert.deepEqual(
        Object.keys(secret.stringData).sort(),
        wanted[secret.metadata.name],
        secret.metadata.name,
      );
      for (const [key, value] of Object.entries(secret.stringData)) assert.match(value, /REPLACE/, key);
      // Too short for production, so that a part refuses to start until they are replaced.
      for (const key of ['GATEWAY_SECRET', 'DEVICE_COOKIE_SECRET', 'CREDENTIALS_SIGNING_KEY']) {
        if (secret.stringData[key]) assert.ok(secret.stringData[key].length < 32);
      }
    }
  });

  it('connects each service and the migration as the role that owns the database', () => {
    const secrets = Object.fromEntries(
      ofKind(rendered.dev, 'Secret').map((s) => [s.metadata.name, s.stringData]),
    );
    const examples = join(k8s, 'overlays', 'production', 'secrets');
    for (const service of DATABASE_SERVICES) {
      const example = readFileSync(join(examples, `creators-${service}.env.example`), 'utf8');
      const migrateExample = readFileSync(join(examples, 'creators-migrate.env.example'), 'utf8');
      for (const url of [
        secrets[`creators-${service}`].DATABASE_URL,
        secrets['creators-migrate'][`${variable(service)}_DATABASE_URL`],
        /^DATABASE_URL=(.*)$/m.exec(example)[1],
        new RegExp(`^${variable(service)}_DATABASE_URL=(.*)$`, 'm').exec(migrateExample)[1],
      ]) {
        const parsed = new URL(url);
        assert.equal(parsed.username, role(service), url);
        assert.equal(parsed.pathname, `/${role(service)}`, url);
      }
    }
  });
});

describe('infra/k8s/dependencies (the data namespace)', () => {
  const dependencies = join(k8s, 'dependencies');
  const values = (name) => parseYamlDocuments(readFileSync(join(dependencies, name), 'utf8'))[0];
  const policies = parseYamlDocuments(readFileSync(join(dependencies, 'network-policies.yaml'), 'utf8'));

  it('admits to PostgreSQL, Redis and NATS only the pods that use them', () => {
    for (const policy of policies) new NetworkPolicy(policy).validate();
    assert.ok(
      policies.some((p) => Object.keys(p.spec.podSelector).length === 0 && !p.spec.ingress),
      'a default-deny policy for incoming traffic',
    );
    const admits = (store, namespace, labels) =>
      policies
        .filter((p) => selects(p.spec.podSelector.matchLabels, { 'app.kubernetes.io/name': store }))
        .flatMap((p) => p.spec.ingress ?? [])
        .some((rule) =>
          rule.from.some((peer) => {
            const inNamespace = peer.namespaceSelector
              ? (peer.namespaceSelector.matchExpressions?.every(
                  (e) =>
                    e.key === 'kubernetes.io/metadata.name' &&
                    e.operator === 'In' &&
                    e.values.includes(namespace),
                ) ?? peer.namespaceSelector.matchLabels?.['kubernetes.io/metadata.name'] === namespace)
              : namespace === 'creators-data';
            return inNamespace && selects(peer.podSelector?.matchLabels, labels);
          }),
        );
    const staff = parseYamlDocuments(readFileSync(join(k8s, 'jobs', 'staff.yaml'), 'utf8'))[0];
    for (const [overlay, objects] of Object.entries(rendered)) {
      const namespace = ofKind(objects, 'Namespace')[0].metadata.name;
      for (const pod of [...ofKind(objects, 'Deployment'), ...ofKind(objects, 'Job'), staff]) {
        const labels = pod.spec.template.metadata.labels;
        for (const store of ['postgresql', 'redis', 'nats']) {
          assert.equal(
            admits(store, namespace, labels),
            labels[`creators-programme/${store}`] === 'client',
            `${overlay}/${pod.metadata.name ?? 'staff'} and ${store}`,
          );
        }
      }
      // A pod of the namespace without the labels, or the same labels from another namespace, is refused.
      assert.equal(admits('postgresql', namespace, {}), false);
    }
    assert.equal(admits('postgresql', 'default', { 'creators-programme/postgresql': 'client' }), false);
    assert.equal(admits('redis', 'keda', {}), true, 'KEDA reads the queue lengths');
    assert.equal(
      admits('nats', 'creators-data', { 'app.kubernetes.io/name': 'nats' }),
      true,
      'cluster routes',
    );
  });

  it("turns off the charts' own NetworkPolicies, which would let anyone in", () => {
    assert.equal(values('postgresql-values.yaml').networkPolicy.enabled, false);
    assert.equal(values('redis-values.yaml').networkPolicy.enabled, false);
  });

  it('runs NATS with the generated permissions, every password it reads from the Secret creators-nats', () => {
    const nats = values('nats-values.yaml');
    const text = readFileSync(join(dependencies, 'nats-values.yaml'), 'utf8');
    assert.equal(nats.config.merge['00$include'], 'auth.conf');
    assert.ok(text.includes("--set-file 'configMap.merge.data.auth\\.conf=infra/nats/authorization.conf'"));
    const file = readFileSync(join(import.meta.dirname, '..', 'nats', 'authorization.conf'), 'utf8');
    const read = [...new Set([...file.matchAll(/^\s*password: \$(\w+)$/gm)].map((match) => match[1]))].sort();
    assert.deepEqual(Object.keys(nats.container.env).sort(), read);
    for (const [name, { valueFrom }] of Object.entries(nats.container.env)) {
      assert.deepEqual(valueFrom.secretKeyRef, { name: 'creators-nats', key: name });
    }
    // Every NATS_USER a Deployment names is a user of the file, with its password variable.
    for (const deployment of ofKind(rendered.dev, 'Deployment')) {
      const user = envValue(deployment.spec.template.spec.containers[0], 'NATS_USER')?.value;
      if (!user) continue;
      assert.ok(file.includes(`user: "${user}"`), user);
      assert.ok(read.includes(`NATS_PASSWORD_${variable(user)}`), user);
    }
    // The chart keeps its own listen, monitoring and JetStream settings: the included file holds only who may do what.
    assert.doesNotMatch(file, /^\s*(listen|http|jetstream)\b/m);
    assert.equal(nats.natsBox.enabled, false, 'nats-box would need credentials of its own');
  });

  it('creates a role per service in PostgreSQL with create-roles.sh, passwords from a Secret', () => {
    const postgresql = values('postgresql-values.yaml');
    const text = readFileSync(join(dependencies, 'postgresql-values.yaml'), 'utf8');
    assert.ok(
      text.includes("--set-file 'primary.initdb.scripts.create-roles\\.sh=infra/postgres/create-roles.sh'"),
    );
    assert.equal(postgresql.primary.extraEnvVarsSecret, 'creators-postgresql-roles');
    assert.equal(postgresql.auth.username, undefined, 'no shared application user');
  });
});

describe('infra/k8s/jobs (one-off operations)', () => {
  it('runs the staff command with the identity image and database, as docs/operations.md says', () => {
    const [job] = parseYamlDocuments(readFileSync(join(k8s, 'jobs', 'staff.yaml'), 'utf8'));
    new Job(job).validate();
    const [container] = job.spec.template.spec.containers;
    assert.equal(parseImage(container.image).name, 'creators-programme/identity');
    assert.deepEqual(container.command, ['node', 'services/identity/dist/staff-cli.js']);
    assert.match(container.args[0], /^(grant|revoke)$/);
    assert.deepEqual(envValue(container, 'DATABASE_URL').valueFrom.secretKeyRef, {
      name: 'creators-identity',
      key: 'DATABASE_URL',
    });
    assert.equal(job.spec.template.spec.restartPolicy, 'Never');
    const operations = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'operations.md'), 'utf8');
    assert.ok(operations.includes('infra/k8s/jobs/staff.yaml'));
  });
});

describe('infra/k8s/components/monitoring', () => {
  const objects = rendered.production;
  const rules = byName(objects, 'PrometheusRule', 'creators-programme').spec.groups.flatMap((g) => g.rules);

  it('scrapes the metrics port of every pod that serves one', () => {
    const monitor = byName(objects, 'PodMonitor', 'creators-programme');
    const [expression] = monitor.spec.selector.matchExpressions;
    for (const deployment of ofKind(objects, 'Deployment')) {
      const serves = deployment.spec.template.spec.containers[0].ports?.some((p) => p.name === 'metrics');
      const component = deployment.spec.template.metadata.labels['app.kubernetes.io/component'];
      assert.equal(expression.values.includes(component), Boolean(serves), deployment.metadata.name);
    }
    assert.equal(monitor.spec.podMetricsEndpoints[0].port, 'metrics');
  });

  it('alerts as docs/operations.md suggests: one rule per row, the same expression and duration', () => {
    const docs = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'operations.md'), 'utf8');
    const table = docs.slice(docs.indexOf('### Suggested alerts'), docs.indexOf('### Request ids'));
    const rows = table
      .split('\n')
      .filter((line) => line.startsWith('| ') && line.includes('`'))
      .map((line) => line.split('|').map((cell) => cell.trim()))
      .map(([, alert, expression, duration]) => ({
        alert,
        expr: expression.replace(/^`|`$/g, ''),
        for: duration === '0' ? undefined : `${duration.split(' ')[0]}m`,
      }));
    assert.equal(rows.length, rules.length);
    assert.deepEqual(
      rules.map((rule) => ({ alert: rule.annotations.summary, expr: rule.expr, for: rule.for })),
      rows,
    );
  });

  it('reads only metrics some part serves', () => {
    const sources = (dir) =>
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
        .filter((e) => !e.parentPath.includes('generated') && !e.parentPath.includes('node_modules'))
        .map((e) => readFileSync(join(e.parentPath, e.name), 'utf8'))
        .join('\n');
    const root = join(import.meta.dirname, '..', '..');
    const code = ['packages/platform/src', 'services', 'gateway/src']
      .map((d) => sources(join(root, d)))
      .join('\n');
    const defaults = readFileSync(join(root, 'node_modules/prom-client/lib/metrics/eventLoopLag.js'), 'utf8');
    const PROMQL = new Set(['sum', 'rate', 'max', 'histogram_quantile', 'delta', 'deriv', 'and', 'by', 'up']);
    for (const rule of rules) {
      // Label matchers and `by (...)` name labels, not metrics.
      const bare = rule.expr.replace(/\{[^}]*\}/g, '').replace(/by \([^)]*\)/g, '');
      const metrics = [...bare.matchAll(/[a-z_][a-z0-9_]*/g)].map((m) => m[0]).filter((n) => !PROMQL.has(n));
      assert.ok(metrics.length > 0 || rule.expr === 'up == 0', rule.alert);
      for (const metric of metrics) {
        const name = metric.replace(/_(bucket|count|sum)$/, '');
        assert.ok(
          code.includes(`'${name}'`) || defaults.includes(`'${name}'`) || defaults.includes(name),
          `${rule.alert}: no part serves ${name}`,
        );
      }
    }
  });
});

describe('infra/k8s/components/pgbouncer', () => {
  const component = join(k8s, 'components', 'pgbouncer');
  /** The production overlay with the component added to its `components`, as one would turn it on. */
  const objects = (() => {
    const production = join(k8s, 'overlays', 'production');
    const [kustomization] = parseYamlDocuments(readFileSync(join(production, 'kustomization.yaml'), 'utf8'));
    const absolute = (entries) => (entries ?? []).map((entry) => resolve(production, entry));
    const dir = mkdtempSync(join(tmpdir(), 'pgbouncer-overlay-'));
    try {
      const withComponent = {
        ...kustomization,
        resources: absolute(kustomization.resources),
        components: [...absolute(kustomization.components), component],
      };
      writeFileSync(join(dir, 'kustomization.yaml'), JSON.stringify(withComponent));
      return renderKustomization(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  })();
  const config = byName(objects, 'ConfigMap', 'creators-config').data;
  const bouncer = byName(objects, 'Deployment', 'pgbouncer');
  /** pgbouncer.ini's [pgbouncer] settings and [databases] entries. */
  const ini = (() => {
    const sections = {};
    let section;
    for (const line of byName(objects, 'ConfigMap', 'creators-pgbouncer').data['pgbouncer.ini'].split('\n')) {
      const header = /^\[(\w+)\]$/.exec(line.trim());
      if (header) sections[(section = header[1])] = {};
      else if (line.trim() && !line.trim().startsWith(';')) {
        const at = line.indexOf('=');
        sections[section][line.slice(0, at).trim()] = line.slice(at + 1).trim();
      }
    }
    return sections;
  })();
  const services = DATABASE_SERVICES.map((name) => byName(objects, 'Deployment', name));

  it('adds only valid objects, in the overlay namespace', () => {
    for (const object of objects) {
      const Model = MODELS[`${object.apiVersion}/${object.kind}`];
      assert.ok(Model, `no schema for ${object.apiVersion} ${object.kind}`);
      assert.doesNotThrow(() => new Model(object).validate(), objectId(object));
      if (object.kind !== 'Namespace') assert.equal(object.metadata.namespace, 'creators', objectId(object));
    }
  });

  it('runs PgBouncer in transaction mode in front of the PostgreSQL of infra/k8s/dependencies', () => {
    assert.equal(ini.pgbouncer.pool_mode, 'transaction');
    assert.equal(ini.databases['*'], 'host=postgresql.creators-data.svc.cluster.local port=5432');
    assert.equal(ini.pgbouncer.listen_port, '5432');
    const [container] = bouncer.spec.template.spec.containers;
    assert.equal(parseImage(container.image).name, 'edoburu/pgbouncer');
    assert.deepEqual(container.command, ['pgbouncer', '/etc/pgbouncer/pgbouncer.ini']);
    // Its password file comes from a Secret made outside the repository, one line per service role.
    const sources = bouncer.spec.template.spec.volumes[0].projected.sources;
    assert.deepEqual(
      sources.map((source) => (source.configMap ?? source.secret).name),
      ['creators-pgbouncer', 'creators-pgbouncer'],
    );
    assert.equal(byName(objects, 'Secret', 'creators-pgbouncer'), undefined);
    assert.equal(ini.pgbouncer.auth_file, '/etc/pgbouncer/userlist.txt');
    const example = readFileSync(join(component, 'userlist.txt.example'), 'utf8').trim().split('\n');
    assert.deepEqual(
      example,
      DATABASE_SERVICES.map((service) => `"${role(service)}" "PASSWORD"`),
    );
    const service = byName(objects, 'Service', 'pgbouncer');
    assert.ok(selects(service.spec.selector, bouncer.spec.template.metadata.labels));
    assert.equal(service.spec.ports[0].port, 5432);
    const spec = bouncer.spec.template.spec;
    assert.equal(spec.securityContext.runAsNonRoot, true);
    assert.equal(spec.automountServiceAccountToken, false);
    assert.equal(container.securityContext.readOnlyRootFilesystem, true);
    assert.deepEqual(container.securityContext.capabilities.drop, ['ALL']);
    assert.ok(container.resources.requests.memory && container.resources.limits.memory);
    assert.equal(byName(objects, 'PodDisruptionBudget', 'pgbouncer').spec.maxUnavailable, 1);
  });

  it('routes the services through PgBouncer (DATABASE_HOST), the migration Job still directly', () => {
    assert.equal(config.DATABASE_HOST, 'pgbouncer:5432');
    const job = byName(objects, 'Job', 'migrate');
    assert.equal(job.spec.template.metadata.labels['creators-programme/postgresql'], 'client');
    assert.equal(job.spec.template.metadata.labels['creators-programme/pgbouncer'], undefined);
  });

  it('lets only the services reach PgBouncer, and PgBouncer (not the services) reach PostgreSQL', () => {
    const policies = ofKind(objects, 'NetworkPolicy');
    const rules = (labels, direction) =>
      policies
        .filter((p) => p.spec.policyTypes.includes(direction))
        .filter((p) => selects(p.spec.podSelector.matchLabels, labels))
        .flatMap((p) => p.spec[direction.toLowerCase()] ?? []);
    const reaches = (labels, target, port) =>
      rules(labels, 'Egress').some(
        (rule) =>
          rule.to.some((peer) => !peer.namespaceSelector && selects(peer.podSelector?.matchLabels, target)) &&
          rule.ports.some((p) => p.port === port),
      );
    const admits = (labels) =>
      rules(bouncer.spec.template.metadata.labels, 'Ingress').some(
        (rule) =>
          rule.ports.some((p) => p.port === 'postgres') &&
          rule.from.some((peer) => !peer.namespaceSelector && selects(peer.podSelector?.matchLabels, labels)),
      );
    const bouncerLabels = bouncer.spec.template.metadata.labels;
    for (const deployment of ofKind(objects, 'Deployment')) {
      const labels = deployment.spec.template.metadata.labels;
      const isService = DATABASE_SERVICES.includes(deployment.metadata.name);
      assert.equal(reaches(labels, bouncerLabels, 5432), isService, deployment.metadata.name);
      assert.equal(admits(labels), isService, deployment.metadata.name);
      // The data namespace admits PostgreSQL clients by this label (infra/k8s/dependencies/network-policies.yaml).
      const postgresClient = labels['creators-programme/postgresql'] === 'client';
      assert.equal(postgresClient, deployment.metadata.name === 'pgbouncer', deployment.metadata.name);
    }
    assert.equal(admits({}), false, 'an unlabelled pod');
    assert.ok(
      bouncer.spec.template.spec.containers[0].ports.some(
        (p) => p.name === 'postgres' && p.containerPort === 5432,
      ),
    );
  });

  it("keeps the services' pools under PgBouncer's client limit, and its server connections under max_connections", () => {
    const values = readFileSync(join(k8s, 'dependencies', 'postgresql-values.yaml'), 'utf8');
    const maxConnections = Number(/max_connections = (\d+)/.exec(values)[1]);
    const perPod = Number(config.DATABASE_POOL_SIZE) + Number(config.OUTBOX_POOL_SIZE);
    let clients = 0;
    for (const deployment of services) {
      const hpa = ofKind(objects, 'HorizontalPodAutoscaler').find(
        (a) => a.spec.scaleTargetRef.name === deployment.metadata.name,
      );
      clients += (hpa.spec.maxReplicas + deployment.spec.strategy.rollingUpdate.maxSurge) * perPod;
    }
    // Every client connection may land on one PgBouncer pod.
    assert.ok(clients <= Number(ini.pgbouncer.max_client_conn), `${clients} client connections`);
    // Each database's pool never opens more than max_db_connections, on each pod, rollout's surge included.
    const perDatabase = Number(ini.pgbouncer.max_db_connections);
    const pool = Number(ini.pgbouncer.default_pool_size) + Number(ini.pgbouncer.reserve_pool_size ?? 0);
    assert.ok(pool <= perDatabase, `pool ${pool} within max_db_connections ${perDatabase}`);
    const pods = bouncer.spec.replicas + bouncer.spec.strategy.rollingUpdate.maxSurge;
    const servers = pods * DATABASE_SERVICES.length * perDatabase;
    // Room for the migration Job, an operator and PostgreSQL's reserved superuser connections.
    assert.ok(
      servers + 10 <= maxConnections,
      `${pods} x ${DATABASE_SERVICES.length} x ${perDatabase} + 10 > ${maxConnections}`,
    );
  });
});
