import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, it } from '@jest/globals';
import { objectId, parseImage, parseYamlDocuments, renderKustomization } from './kustomize.mjs';

const dir = mkdtempSync(join(tmpdir(), 'kustomize-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes files under a fresh folder and returns its path. */
function tree(name, files) {
  const root = join(dir, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const base = {
  'base/kustomization.yaml': 'resources: [app.yaml]\nlabels:\n  - pairs: { part-of: demo }\n',
  'base/app.yaml': `apiVersion: apps/v1
kind: Deployment
metadata: { name: web }
spec:
  template:
    spec:
      containers: [{ name: web, image: example/web:1, env: [{ name: A, value: '1' }] }]
      initContainers: [{ name: init, image: example/web }]
---
apiVersion: v1
kind: ConfigMap
metadata: { name: settings }
data: { LEVEL: info, MODE: a }
`,
};

/**
 * A kustomization with every field and kind of patch infra/k8s uses: a base with labels, a Component with its own
 * resource and patches, namespace, labels, images (new name and tag, digest), strategic merge (a null removes a key)
 * and JSON patches chosen by target (a regular expression, group, version, name).
 */
const EVERY_FIELD = {
  'base/app.yaml': `apiVersion: apps/v1
kind: Deployment
metadata: { name: web, labels: { app: web } }
spec:
  selector: { matchLabels: { app: web } }
  template:
    metadata: { labels: { app: web } }
    spec:
      containers:
        - { name: web, image: example/web:1, env: [{ name: LEVEL, value: info }] }
        - { name: sidecar, image: example/sidecar@sha256:aa }
      initContainers: [{ name: init, image: example/web }]
---
apiVersion: v1
kind: Service
metadata: { name: web }
spec:
  selector: { app: web }
  ports: [{ name: http, port: 80, targetPort: http }]
---
apiVersion: v1
kind: ConfigMap
metadata: { name: settings }
data: { LEVEL: info, MODE: a, OLD: gone }
---
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata: { name: web }
spec:
  scaleTargetRef: { apiVersion: apps/v1, kind: Deployment, name: web }
  minReplicas: 2
  maxReplicas: 6
`,
  'base/kustomization.yaml': `resources: [app.yaml]
labels:
  - pairs: { app.kubernetes.io/part-of: demo }
`,
  'component/kustomization.yaml': `apiVersion: kustomize.config.k8s.io/v1alpha1
kind: Component
resources: [monitor.yaml]
patches:
  - path: settings.yaml
  - target: { group: apps, version: v1, kind: Deployment, name: web }
    patch: |-
      - { op: add, path: /spec/template/metadata/annotations, value: { scrape: 'true' } }
`,
  'component/monitor.yaml': `apiVersion: monitoring.coreos.com/v1
kind: PodMonitor
metadata: { name: web }
spec:
  selector: { matchLabels: { app: web } }
  podMetricsEndpoints: [{ port: metrics }]
`,
  'component/settings.yaml': `apiVersion: v1
kind: ConfigMap
metadata: { name: settings }
data: { METRICS: 'on' }
`,
  'overlay/kustomization.yaml': `apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
namespace: demo
labels:
  - pairs: { app.kubernetes.io/instance: demo-1 }
resources: [../base, namespace.yaml]
components: [../component]
images:
  - { name: example/web, newName: registry.test:5000/demo/web, newTag: '2' }
  - { name: example/sidecar, digest: 'sha256:bb' }
patches:
  - path: settings.yaml
  - target: { kind: Horizontal.* }
    patch: |-
      - { op: replace, path: /spec/maxReplicas, value: 3 }
  - target: { kind: Service, name: web }
    patch: |-
      - { op: add, path: /spec/ports/-, value: { name: https, port: 443, targetPort: http } }
`,
  'overlay/namespace.yaml': `apiVersion: v1
kind: Namespace
metadata: { name: demo, labels: { pod-security.kubernetes.io/enforce: restricted } }
`,
  'overlay/settings.yaml': `apiVersion: v1
kind: ConfigMap
metadata: { name: settings }
data: { LEVEL: debug, OLD: null }
`,
};

/** What `kubectl kustomize overlay` (Kustomize v5.5.0) printed for EVERY_FIELD. */
const KUBECTL_OUTPUT = `apiVersion: v1
kind: Namespace
metadata:
  labels:
    app.kubernetes.io/instance: demo-1
    pod-security.kubernetes.io/enforce: restricted
  name: demo
---
apiVersion: v1
data:
  LEVEL: debug
  METRICS: "on"
  MODE: a
kind: ConfigMap
metadata:
  labels:
    app.kubernetes.io/instance: demo-1
    app.kubernetes.io/part-of: demo
  name: settings
  namespace: demo
---
apiVersion: v1
kind: Service
metadata:
  labels:
    app.kubernetes.io/instance: demo-1
    app.kubernetes.io/part-of: demo
  name: web
  namespace: demo
spec:
  ports:
  - name: http
    port: 80
    targetPort: http
  - name: https
    port: 443
    targetPort: http
  selector:
    app: web
---
apiVersion: apps/v1
kind: Deployment
metadata:
  labels:
    app: web
    app.kubernetes.io/instance: demo-1
    app.kubernetes.io/part-of: demo
  name: web
  namespace: demo
spec:
  selector:
    matchLabels:
      app: web
  template:
    metadata:
      annotations:
        scrape: "true"
      labels:
        app: web
    spec:
      containers:
      - env:
        - name: LEVEL
          value: info
        image: registry.test:5000/demo/web:2
        name: web
      - image: example/sidecar@sha256:bb
        name: sidecar
      initContainers:
      - image: registry.test:5000/demo/web:2
        name: init
---
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  labels:
    app.kubernetes.io/instance: demo-1
    app.kubernetes.io/part-of: demo
  name: web
  namespace: demo
spec:
  maxReplicas: 3
  minReplicas: 2
  scaleTargetRef:
    apiVersion: apps/v1
    kind: Deployment
    name: web
---
apiVersion: monitoring.coreos.com/v1
kind: PodMonitor
metadata:
  labels:
    app.kubernetes.io/instance: demo-1
  name: web
  namespace: demo
spec:
  podMetricsEndpoints:
  - port: metrics
  selector:
    matchLabels:
      app: web
`;

describe('renderKustomization', () => {
  it('renders as `kubectl kustomize` does', () => {
    const sorted = (objects) => [...objects].sort((a, b) => objectId(a).localeCompare(objectId(b)));
    const root = tree('every-field', EVERY_FIELD);
    assert.deepEqual(
      sorted(renderKustomization(join(root, 'overlay'))),
      sorted(parseYamlDocuments(KUBECTL_OUTPUT)),
    );
  });

  it('applies namespace, labels, images and both kinds of patch', () => {
    const root = tree('all-fields', {
      ...base,
      'overlay/kustomization.yaml': `namespace: demo
resources: [../base, namespace.yaml]
images: [{ name: example/web, newName: registry.test:5000/web, newTag: '2' }]
patches:
  - path: settings.yaml
  - target: { kind: Deploy.* }
    patch: |-
      - { op: add, path: /spec/replicas, value: 3 }
`,
      'overlay/namespace.yaml': 'apiVersion: v1\nkind: Namespace\nmetadata: { name: demo }\n',
      'overlay/settings.yaml':
        'apiVersion: v1\nkind: ConfigMap\nmetadata: { name: settings }\ndata: { LEVEL: debug }\n',
    });
    const [deployment, config, namespace] = renderKustomization(join(root, 'overlay'));
    assert.equal(deployment.metadata.namespace, 'demo');
    assert.deepEqual(deployment.metadata.labels, { 'part-of': 'demo' });
    assert.equal(deployment.spec.replicas, 3);
    assert.equal(deployment.spec.template.spec.containers[0].image, 'registry.test:5000/web:2');
    assert.equal(deployment.spec.template.spec.initContainers[0].image, 'registry.test:5000/web:2');
    assert.deepEqual(config.data, { LEVEL: 'debug', MODE: 'a' });
    assert.equal(namespace.metadata.namespace, undefined, 'a Namespace has none');
  });

  it('refuses what it cannot render as Kustomize would', () => {
    const cases = {
      'an unknown field': [
        'resources: [../base]\nreplicas: [{ name: web, count: 2 }]\n',
        /unsupported fields replicas/,
      ],
      'a strategic merge of a list': [
        `resources: [../base]
patches:
  - patch: '{ apiVersion: apps/v1, kind: Deployment, metadata: { name: web }, spec: { template: { spec: { containers: [] } } } }'
`,
        /lists need a JSON patch/,
      ],
      'a patch that matches nothing': [
        `resources: [../base]
patches: [{ target: { kind: Service }, patch: '[{ op: remove, path: /spec }]' }]
`,
        /matches nothing/,
      ],
      'a JSON patch on a missing path': [
        `resources: [../base]
patches: [{ target: { kind: ConfigMap }, patch: '[{ op: replace, path: /data/NONE, value: x }]' }]
`,
        /path that does not exist/,
      ],
      'labels on selectors': [
        'resources: [../base]\nlabels: [{ pairs: { a: b }, includeSelectors: true }]\n',
        /only `pairs`/,
      ],
      'the same object twice': ['resources: [../base, ../base/app.yaml]\n', /defined twice/],
    };
    for (const [what, [kustomization, reason]] of Object.entries(cases)) {
      const root = tree(what.replace(/\W+/g, '-'), { ...base, 'overlay/kustomization.yaml': kustomization });
      assert.throws(() => renderKustomization(join(root, 'overlay')), reason, what);
    }
  });
});

describe('parseImage', () => {
  it('tells a registry port from a tag', () => {
    assert.deepEqual(parseImage('registry:5000/a/b'), {
      name: 'registry:5000/a/b',
      tag: undefined,
      digest: undefined,
    });
    assert.deepEqual(parseImage('a/b:1.2@sha256:ff'), { name: 'a/b', tag: '1.2', digest: 'sha256:ff' });
  });
});
