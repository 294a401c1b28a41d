import { readFileSync } from 'node:fs';
import { composeServices } from '@apollo/composition';
import { parse } from 'graphql';
const read = (name) => readFileSync(new URL(`./${name}.graphql`, import.meta.url), 'utf8');
const identity = `extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])
  type User @key(fields: "id") { id: ID! firstName: String! lastName: String! profileImageUrl: String }
  type Query { me: User }`;
const showcase = `extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])
  type Team @key(fields: "id", resolvable: false) { id: ID! }
  type Project @key(fields: "id") { id: ID! team: Team }
  type Query { projects: [Project!]! }`;
const result = composeServices([
  { name: 'identity', typeDefs: parse(identity), url: 'http://x' },
  { name: 'challenges', typeDefs: parse(read('challenges')), url: 'http://x' },
  { name: 'teams', typeDefs: parse(read('teams')), url: 'http://x' },
  { name: 'showcase', typeDefs: parse(showcase), url: 'http://x' },
]);
console.log(result.errors ? result.errors.map(String).join('\n') : 'composed OK');
for (const hint of result.hints ?? []) console.log('hint:', hint.definition.code, hint.message);
