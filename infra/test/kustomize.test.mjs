import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, it } from '@jest/globals';
import { parseImage, renderKustomization } from './kustomize.mjs';

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

describe('renderKustomization', () => {
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
