import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { holdFolder } from './folder-lock';

const dir = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-')), 'db');

describe('holdFolder', () => {
  it('refuses a folder that a live process holds, and frees it on release', () => {
    const folder = dir();
    const release = holdFolder(folder);
    expect(fs.readFileSync(`${folder}.lock`, 'utf8')).toBe(String(process.pid));
    expect(() => holdFolder(folder)).toThrow(`is in use by process ${process.pid}`);
    release();
    expect(fs.existsSync(`${folder}.lock`)).toBe(false);
    holdFolder(folder)();
  });

  it('takes over the lock of a process that has died', () => {
    const folder = dir();
    fs.writeFileSync(`${folder}.lock`, '999999999');
    const release = holdFolder(folder);
    expect(fs.readFileSync(`${folder}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });
});
