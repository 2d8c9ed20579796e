import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../config.js';
import { buildGraphQLSchema, printContract } from '../graphql/schema.js';

const target = path.join(REPO_ROOT, 'schema.graphql');
await writeFile(target, printContract(await buildGraphQLSchema()));
console.log(`Wrote ${path.relative(process.cwd(), target)}`);
