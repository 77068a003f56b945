// Writes docs.schema.json from the zod schema of docs.json. Run with `npm run schema`.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { docsJsonSchemaText } from '../src/config/json-schema.ts';

const target = resolve(import.meta.dirname, '..', 'docs.schema.json');
writeFileSync(target, docsJsonSchemaText());
console.log(`wrote ${target}`);
