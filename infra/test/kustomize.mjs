// A small Kustomize for the tests: renders a kustomization directory with the subset infra/k8s uses (resources,
// components, namespace, labels, images, patches), so that no kustomize binary is needed. Anything else throws rather than
// render differently from `kubectl kustomize`, whose output for a kustomization with all of them kustomize.test.mjs
// holds it against.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastJsonPatch from 'fast-json-patch';
import { parseAllDocuments } from 'yaml';

const FIELDS = new Set([
  'apiVersion',
  'kind',
  'resources',
  'components',
  'namespace',
  'labels',
  'images',
  'patches',
]);
/** What a Component (kind: Component) may hold here: its own resources and patches. */
const COMPONENT_FIELDS = new Set(['apiVersion', 'kind', 'resources', 'patches']);
const PATCH_FIELDS = new Set(['path', 'patch', 'target']);
const TARGET_FIELDS = new Set(['group', 'version', 'kind', 'name', 'namespace']);
const IMAGE_FIELDS = new Set(['name', 'newName', 'newTag', 'digest']);
/** Kinds without a namespace among those a kustomization here might hold. */
const CLUSTER_SCOPED = new Set([
  'Namespace',
  'ClusterRole',
  'ClusterRoleBinding',
  'CustomResourceDefinition',
  'IngressClass',
  'PersistentVolume',
  'PriorityClass',
  'StorageClass',
]);

/** Every non-empty YAML document of a text, as plain data; a syntax error throws. */
export function parseYamlDocuments(text, source = 'YAML') {
  return parseAllDocuments(text).flatMap((document) => {
    if (document.errors.length) throw new Error(`${source}: ${document.errors[0].message}`);
    const value = document.toJS();
    return value == null ? [] : [value];
  });
}

/** `kind/namespace/name`: what Kustomize and Kubernetes tell objects apart by. */
export function objectId(object) {
  return `${object.kind}/${object.metadata?.namespace ?? ''}/${object.metadata?.name}`;
}

/** The objects `kubectl kustomize <dir>` would print, in resource order. */
export function renderKustomization(dir) {
  const file = ['kustomization.yaml', 'kustomization.yml', 'Kustomization']
    .map((name) => join(dir, name))
    .find((path) => existsSync(path));
  if (!file) throw new Error(`${dir}: no kustomization.yaml`);
  const [kustomization] = parseYamlDocuments(readFileSync(file, 'utf8'), file);
  const unsupported = Object.keys(kustomization).filter((field) => !FIELDS.has(field));
  if (unsupported.length) throw new Error(`${file}: unsupported fields ${unsupported.join(', ')}`);

  let objects = (kustomization.resources ?? []).flatMap((entry) => {
    const path = resolve(dir, entry);
    if (statSync(path).isDirectory()) return renderKustomization(path);
    return parseYamlDocuments(readFileSync(path, 'utf8'), path);
  });
  // Components come after the resources: their resources are added, their patches see everything so far.
  for (const entry of kustomization.components ?? []) objects = applyComponent(objects, resolve(dir, entry));
  assertUnique(objects, dir);
  for (const patch of kustomization.patches ?? []) objects = applyPatch(objects, patch, dir);
  if (kustomization.namespace) objects = objects.map((o) => setNamespace(o, kustomization.namespace));
  for (const label of kustomization.labels ?? []) objects = objects.map((o) => addLabels(o, label));
  for (const image of kustomization.images ?? []) objects = objects.map((o) => setImage(o, image));
  return objects;
}

function applyComponent(objects, dir) {
  const file = join(dir, 'kustomization.yaml');
  const [component] = parseYamlDocuments(readFileSync(file, 'utf8'), file);
  if (component.kind !== 'Component') throw new Error(`${file}: not a Component`);
  const unsupported = Object.keys(component).filter((field) => !COMPONENT_FIELDS.has(field));
  if (unsupported.length) throw new Error(`${file}: unsupported fields ${unsupported.join(', ')}`);
  let all = [
    ...objects,
    ...(component.resources ?? []).flatMap((entry) =>
      parseYamlDocuments(readFileSync(resolve(dir, entry), 'utf8'), resolve(dir, entry)),
    ),
  ];
  for (const patch of component.patches ?? []) all = applyPatch(all, patch, dir);
  return all;
}

function assertUnique(objects, dir) {
  const seen = new Set();
  for (const object of objects) {
    const id = objectId(object);
    if (seen.has(id)) throw new Error(`${dir}: ${id} is defined twice`);
    seen.add(id);
  }
}

function applyPatch(objects, entry, dir) {
  const unsupported = Object.keys(entry).filter((field) => !PATCH_FIELDS.has(field));
  if (unsupported.length) throw new Error(`${dir}: unsupported patch fields ${unsupported.join(', ')}`);
  const source = entry.path ? resolve(dir, entry.path) : `${dir} (inline patch)`;
  const documents = parseYamlDocuments(entry.path ? readFileSync(source, 'utf8') : entry.patch, source);
  if (documents.length !== 1) throw new Error(`${source}: a patch is one YAML document`);
  const [body] = documents;
  const jsonPatch = Array.isArray(body);
  if (jsonPatch && !entry.target) throw new Error(`${source}: a JSON patch needs a target`);
  const target = entry.target ?? { kind: body.kind, name: body.metadata?.name };
  const matches = objects.filter((object) => matchesTarget(object, target, source));
  if (!matches.length) throw new Error(`${source}: the patch matches nothing (${JSON.stringify(target)})`);
  return objects.map((object) => {
    if (!matches.includes(object)) return object;
    if (jsonPatch) return fastJsonPatch.applyPatch(structuredClone(object), body, true, false).newDocument;
    return mergeMaps(object, body, source);
  });
}

/** Kustomize's target fields are regular expressions matched against the whole value. */
function matchesTarget(object, target, source) {
  const unsupported = Object.keys(target).filter((field) => !TARGET_FIELDS.has(field));
  if (unsupported.length) throw new Error(`${source}: unsupported target fields ${unsupported.join(', ')}`);
  const [group, version] = object.apiVersion.includes('/')
    ? object.apiVersion.split('/')
    : ['', object.apiVersion];
  const actual = {
    group,
    version,
    kind: object.kind,
    name: object.metadata?.name,
    namespace: object.metadata?.namespace ?? '',
  };
  return Object.entries(target).every(([field, pattern]) =>
    new RegExp(`^(?:${pattern})$`).test(actual[field] ?? ''),
  );
}

/**
 * A strategic merge patch on maps only: for lists Kubernetes merges by per-field keys this module does not know,
 * so a patch with a list throws (use a JSON patch there). A null value removes the key.
 */
function mergeMaps(base, patch, source) {
  const merged = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (Array.isArray(value)) throw new Error(`${source}: lists need a JSON patch (at ${key})`);
    if (value === null) delete merged[key];
    else if (isMap(value) && isMap(base[key])) merged[key] = mergeMaps(base[key], value, source);
    else merged[key] = structuredClone(value);
  }
  return merged;
}

const isMap = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

function setNamespace(object, namespace) {
  if (CLUSTER_SCOPED.has(object.kind)) return object;
  return { ...object, metadata: { ...object.metadata, namespace } };
}

/** `labels` without selectors or templates: only each object's own metadata.labels. */
function addLabels(object, { pairs, includeSelectors, includeTemplates, ...rest }) {
  if (includeSelectors || includeTemplates || Object.keys(rest).length) {
    throw new Error('labels: only `pairs` is supported (not includeSelectors, includeTemplates, fields)');
  }
  const labels = { ...object.metadata?.labels, ...pairs };
  return { ...object, metadata: { ...object.metadata, labels } };
}

/** Splits `registry:5000/name:tag@sha256:...` into name, tag and digest. */
export function parseImage(image) {
  const [rest, digest] = image.split('@');
  const colon = rest.lastIndexOf(':');
  if (colon > rest.lastIndexOf('/'))
    return { name: rest.slice(0, colon), tag: rest.slice(colon + 1), digest };
  return { name: rest, tag: undefined, digest };
}

function setImage(object, image) {
  const unsupported = Object.keys(image).filter((field) => !IMAGE_FIELDS.has(field));
  if (unsupported.length) throw new Error(`images: unsupported fields ${unsupported.join(', ')}`);
  return mapContainers(object, (container) => {
    if (typeof container.image !== 'string') return container;
    let { name, tag, digest } = parseImage(container.image);
    if (name !== image.name) return container;
    if (image.newName) name = image.newName;
    if (image.newTag) [tag, digest] = [image.newTag, undefined];
    if (image.digest) [tag, digest] = [undefined, image.digest];
    return { ...container, image: `${name}${tag ? `:${tag}` : ''}${digest ? `@${digest}` : ''}` };
  });
}

/** Applies `change` to every entry of every `containers` and `initContainers` list in the object. */
function mapContainers(value, change) {
  if (Array.isArray(value)) return value.map((item) => mapContainers(item, change));
  if (!isMap(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => {
      if ((key === 'containers' || key === 'initContainers') && Array.isArray(child)) {
        return [key, child.map((container) => change(container))];
      }
      return [key, mapContainers(child, change)];
    }),
  );
}
