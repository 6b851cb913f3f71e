// What an address opens, read before the router exists (the app's first steps ask for that list page at once).
import { descriptors } from '../../src/app/descriptors';
import { listPageRequest } from '../../src/engine/router';

const at = (url: string) => {
  const { pathname, search } = new URL(url, 'http://painel.local');
  const page = listPageRequest(descriptors, { pathname, search });
  return page && { resource: page.descriptor.name, query: page.query };
};

test('a list address: its resource and the query its list sends', () => {
  expect(at('/app/outdoors')).toEqual({ resource: 'outdoors', query: { q: '', page: 1, limit: 10, sort: undefined, filters: {} } });
  expect(at('/app/jobs/?q=motorista&page=2&limit=25&sort=-createdAt&status=true')).toEqual({
    resource: 'jobs',
    query: { q: 'motorista', page: 2, limit: 25, sort: '-createdAt', filters: { status: 'true' } },
  });
});

test('what the list would not send is not asked for: an unknown sort or filter, a page size over 100', () => {
  expect(at('/app/jobs?sort=senha&status=talvez&limit=5000&page=abc')?.query).toEqual({ q: '', page: 1, limit: 100, sort: undefined, filters: {} });
});

test('any other page asks for no list: home, a record, a new record, an action, a singleton, sign-in, an unknown resource', () => {
  for (const url of ['/app', '/app/outdoors/o-1', '/app/outdoors/new', '/app/users/u-1/change-password', '/app/config', '/app/sign-in', '/app/nada'])
    expect(at(url), url).toBeUndefined();
});
