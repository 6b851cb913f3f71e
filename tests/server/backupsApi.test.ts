// @vitest-environment node
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUPS_TABLE, openDatabase } from '../../src/server/db';
import { backupOverdue } from '../../src/server/features/backups/overdue';
import { client, giveRole, ISO_INSTANT, makeApp, signedInApp, signIn, tempDir } from './helpers';

type Backup = { id: string; reason: string; by: string; location: string; verified: boolean; finishedAt?: string; bytes?: number; error?: string };
type State = { items: Backup[]; lastGood?: Backup; overdue: boolean; running: boolean; settings: { everyHours: number; keep: number; dir: string } };

const dataDir = tempDir('painel-backups-api-');
const dir = join(dataDir, 'backups');
let app: FastifyInstance;
let admin: ReturnType<typeof client>;
let editor: ReturnType<typeof client>;

beforeAll(async () => {
  // On disk: the server reads a live PGlite from a copy of its files.
  app = await makeApp({ db: await openDatabase({ dataDir }), dataDir, backup: { dir, everyHours: 24, keep: 3, firstCheckMs: 3_600_000 } });
  admin = client(app, await signIn(app));
  const id = (await admin.post('/api/server/users', { name: 'Edu Reis', email: 'edu@exemplo.com.br', password: 'senha-do-edu' })).json().data.id;
  await giveRole(admin, id, 'editor');
  editor = client(app, await signIn(app, 'edu@exemplo.com.br', 'senha-do-edu'));
}, 60_000);
afterAll(() => app?.close());

const state = async () => (await admin.get('/api/painel/backups')).json() as State;

describe('GET/POST /api/painel/backups: the back-office\'s "Cópias de segurança"', () => {
  it('none yet: an empty list, not overdue on a server just started, and the settings', async () => {
    const res = await admin.get('/api/painel/backups');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [], overdue: false, running: false, settings: { everyHours: 24, keep: 3, dir } });
  });

  it('"Fazer cópia agora": 202 with the backup started; 409 while it runs; then it is listed, verified, the last good one', async () => {
    const res = await admin.post('/api/painel/backups');
    expect(res.statusCode).toBe(202);
    const started = res.json() as Backup;
    expect(started).toEqual({ id: expect.any(String), startedAt: ISO_INSTANT, reason: 'manual', by: 'Administrador', location: expect.stringMatching(/^.*\/backups\/painel-.*\.tar$/), verified: false });
    expect(started.location.startsWith(dir)).toBe(true);

    const again = await admin.post('/api/painel/backups');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Uma cópia de segurança já está sendo feita. Aguarde ela terminar.' });
    expect((await state()).running).toBe(true);

    let now = await state();
    for (let i = 0; i < 600 && now.running; i++) {
      await new Promise((r) => setTimeout(r, 100));
      now = await state();
    }
    expect(now.running).toBe(false);
    expect(now.items).toHaveLength(1);
    expect(now.items[0]).toMatchObject({ id: started.id, reason: 'manual', by: 'Administrador', verified: true, finishedAt: ISO_INSTANT });
    expect(now.items[0].bytes).toBeGreaterThan(0);
    expect(now.items[0].error).toBeUndefined();
    expect(now.lastGood?.id).toBe(started.id);
    expect(now.overdue).toBe(false);
  }, 60_000);

  it('administrators only: an editor is refused (403), and starts nothing', async () => {
    for (const res of [await editor.get('/api/painel/backups'), await editor.post('/api/painel/backups')]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Só administradores têm acesso a isto.' });
    }
    expect((await state()).items).toHaveLength(1);
  });

  it('without a session: 401', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/painel/backups' })).statusCode).toBe(401);
  });
});

describe('a server without backups configured', () => {
  const made = signedInApp();
  it('says so in Portuguese (404), for the list and for "Fazer cópia agora"', async () => {
    for (const res of [await made.api.get('/api/painel/backups'), await made.api.post('/api/painel/backups')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Este servidor não faz cópias de segurança (BACKUP_DIR não configurado).' });
    }
  });
});

describe('overdue: the last good backup older than twice the period', () => {
  const made = signedInApp({ backup: { dir: join(tempDir(), 'backups'), everyHours: 24, keep: 3, firstCheckMs: 3_600_000 } });
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
  const add = (reason: string, h: number, error: string | null = null) =>
    made.app.painel.db.query(
      `INSERT INTO ${BACKUPS_TABLE} (reason, by_name, location, started_at, taken_at, finished_at, verified, error) VALUES ($1, 'Sistema', '/x/painel.tar', $2, $2, $2, $3, $4)`,
      [reason, hoursAgo(h), error === null, error],
    );

  it('49 hours old with a 24-hour period: overdue; a failed one or a restore since does not count as good', async () => {
    await add('agendada', 49);
    await add('agendada', 2, 'Sem espaço em disco.');
    await add('restauração', 1);
    const body = (await made.api.get('/api/painel/backups')).json() as State;
    expect(body.overdue).toBe(true);
    expect(body.lastGood?.reason).toBe('agendada');
    expect(body.items.map((b) => [b.reason, b.verified, b.error ?? null])).toEqual([
      ['restauração', true, null],
      ['agendada', false, 'Sem espaço em disco.'],
      ['agendada', true, null],
    ]);
  });

  it('47 hours old: not overdue', async () => {
    await add('manual', 47);
    expect(((await made.api.get('/api/painel/backups')).json() as State).overdue).toBe(false);
  });

  it('none at all: overdue once the server has been up a whole period, and never without a schedule', () => {
    const now = Date.parse('2026-11-29T12:00:00Z');
    expect(backupOverdue(undefined, 24, Date.parse('2026-11-29T00:00:00Z'), now)).toBe(false);
    expect(backupOverdue(undefined, 24, Date.parse('2026-11-28T11:00:00Z'), now)).toBe(true);
    expect(backupOverdue(undefined, 0, Date.parse('2020-01-01T00:00:00Z'), now)).toBe(false);
  });
});
