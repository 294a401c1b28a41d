import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from '@jest/globals';
import { QUEUES } from '@creators/contracts';
import { ScaledObject } from '@kubernetes-models/keda/keda.sh/v1alpha1/ScaledObject';
import { TriggerAuthentication } from '@kubernetes-models/keda/keda.sh/v1alpha1/TriggerAuthentication';
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
    ScaledObject,
    Secret,
    Service,
    TriggerAuthentication,
  ].map((model) => [`${model.apiVersion}/${model.kind}`, model]),
);

const API_PARTS = ['gateway', 'identity', 'challenges', 'teams', 'showcase', 'brainstorm-ai', 'discussions'];
const ofKind = (objects, kind) => objects.filter((object) => object.kind === kind);
const byName = (objects, kind, name) => ofKind(objects, kind).find((object) => object.metadata.name === name);
const selects = (selector, labels) =>
  Object.entries(selector ?? {}).every(([key, value]) => labels?.[key] === value);
const envValue = (container, name) => container.env?.find((variable) => variable.name === name);

const hasKubectl = spawnSync('kubectl', ['version', '--client'], { stdio: 'ignore' }).status === 0;

describe.each(overlays)('infra/k8s/overlays/%s', (overlay) => {
  const objects = rendered[overlay];
  const deployments = ofKind(objects, 'Deployment');
  const config = byName(objects, 'ConfigMap', 'creators-config').data;

  (hasKubectl ? it : it.skip)('renders as `kubectl kustomize` does', () => {
    const output = execFileSync('kubectl', ['kustomize', join(k8s, 'overlays', overlay)], {
      encoding: 'utf8',
    });
    const sorted = (list) => [...list].sort((a, b) => objectId(a).localeCompare(objectId(b)));
    assert.deepEqual(sorted(objects), sorted(parseYamlDocuments(output)));
  });

  it('holds only objects that validate against their Kubernetes (or KEDA) schema', () => {
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
      // maxUnavailable keeps draining possible with one replica, where minAvailable: 1 would block it.
      assert.equal(covering[0].spec.maxUnavailable, 1);
    }
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
    assert.equal(config.COOKIE_SECURE, 'true');
    assert.match(config.TRUST_PROXY, /^\d+$/, 'a hop count, never `true`');
    for (const pod of [...deployments, ...ofKind(objects, 'Job')]) {
      const [container] = pod.spec.template.spec.containers;
      assert.ok(container.envFrom.some((source) => source.configMapRef?.name === 'creators-config'));
    }
  });

  it('reads every secret from the Secret creators-secrets, each service only its own database', () => {
    for (const deployment of deployments) {
      const [container] = deployment.spec.template.spec.containers;
      assert.equal(envValue(container, 'GATEWAY_SECRET').valueFrom.secretKeyRef.name, 'creators-secrets');
      assert.equal(
        container.envFrom.some((source) => source.secretRef),
        false,
        'no whole Secret',
      );
      const part = deployment.metadata.name;
      if (part === 'gateway' || part === 'brainstorm-worker') {
        assert.equal(envValue(container, 'DATABASE_URL'), undefined, part);
      } else {
        const key = `${part.toUpperCase().replace(/-/g, '_')}_DATABASE_URL`;
        assert.equal(envValue(container, 'DATABASE_URL').valueFrom.secretKeyRef.key, key);
      }
    }
    for (const [key, value] of Object.entries(config)) {
      assert.doesNotMatch(
        `${key}=${value}`,
        /PASSWORD|SECRET|API_KEY|:\/\/[^/@]+:[^/@]+@/,
        'no secret in config',
      );
    }
  });

  it('runs the migration as a Job of the migrate image, with every database URL', () => {
    const job = byName(objects, 'Job', 'migrate');
    const [container] = job.spec.template.spec.containers;
    assert.equal(parseImage(container.image).name.split('/').at(-1), 'migrate');
    assert.equal(job.spec.template.spec.restartPolicy, 'Never');
    assert.ok(container.envFrom.some((source) => source.secretRef?.name === 'creators-secrets'));
    // `kubectl apply -l creators-programme/step=migrate` picks the Job and what it reads out of the overlay
    // (docs/operations.md): the ConfigMap, a Secret the overlay holds, nothing else.
    const picked = objects.filter(
      (object) => object.metadata.labels?.['creators-programme/step'] === 'migrate',
    );
    const expected = [job, byName(objects, 'ConfigMap', 'creators-config'), ...ofKind(objects, 'Secret')];
    assert.deepEqual(picked.map(objectId).sort(), expected.map(objectId).sort());
  });
});

describe('Secrets', () => {
  const keysUsed = new Set(
    Object.values(rendered)
      .flat()
      .flatMap((object) => object.spec?.template?.spec?.containers ?? [])
      .flatMap((container) => container.env ?? [])
      .map((variable) => variable.valueFrom?.secretKeyRef)
      .filter((ref) => ref && !ref.optional)
      .map((ref) => ref.key),
  );
  for (const part of ['identity', 'challenges', 'teams', 'showcase', 'brainstorm-ai', 'discussions']) {
    keysUsed.add(`${part.toUpperCase().replace(/-/g, '_')}_DATABASE_URL`); // the migration Job's
  }
  for (const trigger of ofKind(Object.values(rendered).flat(), 'TriggerAuthentication')) {
    for (const ref of trigger.spec.secretTargetRef) keysUsed.add(ref.key);
  }

  it('leaves the production Secret out of the repository', () => {
    assert.deepEqual(ofKind(rendered.production, 'Secret'), []);
    const example = readFileSync(join(k8s, 'overlays', 'production', 'secrets.env.example'), 'utf8');
    const keys = [...example.matchAll(/^([A-Z_]+)=/gm)].map((match) => match[1]);
    assert.deepEqual([...keysUsed].sort(), keys.sort(), 'secrets.env.example lists every key the parts read');
    for (const [, value] of example.matchAll(/^[A-Z_]+=(.*)$/gm)) {
      assert.ok(value === '' || value.includes('PASSWORD'), `only placeholders in the example: ${value}`);
    }
  });

  it('holds only placeholders in the dev Secret, with every key the parts read', () => {
    const [secret] = ofKind(rendered.dev, 'Secret');
    assert.deepEqual(Object.keys(secret.stringData).sort(), [...keysUsed].sort());
    for (const [key, value] of Object.entries(secret.stringData)) assert.match(value, /REPLACE/, key);
    // Too short for production, so that a part refuses to start until it is replaced.
    assert.ok(secret.stringData.GATEWAY_SECRET.length < 32);
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
    assert.equal(envValue(container, 'DATABASE_URL').valueFrom.secretKeyRef.key, 'IDENTITY_DATABASE_URL');
    assert.equal(job.spec.template.spec.restartPolicy, 'Never');
    const operations = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'operations.md'), 'utf8');
    assert.ok(operations.includes('infra/k8s/jobs/staff.yaml'));
  });
});
