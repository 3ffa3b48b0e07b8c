/**
 * `npm run staff:add -- --email E --name N --role owner|staff`: adds a back-office account to the configured
 * database (with the server stopped when it is the embedded one) and prints its one-time password.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../lib/server/db/client';
import { addStaff } from '../lib/server/staff/desk';
import { staffAddSchema } from '../lib/validation/admin';

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } } });
const form = staffAddSchema.safeParse(values);
if (!form.success) {
  console.error(`${form.error.issues[0].message}\nUsage: npm run staff:add -- --email E --name N --role owner|staff`);
  process.exit(2);
}
const database = await openDatabase();
try {
  const { member, password } = await addStaff(database.db, null, form.data);
  console.log(`Added ${member.name} <${member.email}> as ${member.role}. One-time password (shown once): ${password}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
