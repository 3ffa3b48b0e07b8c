import fs from 'node:fs';
import path from 'node:path';
import { ROUTES } from './tags';

describe('cache tags', () => {
  it.each(Object.entries(ROUTES))('%s names a route that exists under app/', (_name, { path: route, file }) => {
    expect(fs.existsSync(path.join('app', file))).toBe(true);
    // The tag's route path is the file's own, route groups included (an address tag is its page's path).
    const routePath = `/${file}`.replace(/\/(page|layout)\.tsx$|\.ts$|\/$/, '');
    if (!['/', '/index'].includes(route)) expect(route.replace(/\/(page|layout)$|\.xml$/, '')).toBe(routePath);
  });
});
