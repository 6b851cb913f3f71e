import type { AdminBootstrap } from './auth';
import { readConfig, type ServerConfig } from './config';
import type { SeedSummary } from './demo';

/**
 * Console wording shared by `npm start` and `npm run seed`. Everything for a person goes to stderr: stdout
 * carries only the JSON log lines, so a log collector never receives a password from here.
 */
export const say = (line: string) => console.error(line);

export function fail(title: string, error: unknown): never {
  const detail = error instanceof Error ? error.message : String(error);
  console.error(`\n✖ ${title}\n  ${detail.split('\n').join('\n  ')}`);
  process.exit(1);
}

export function readConfigOrFail(): ServerConfig {
  try {
    return readConfig();
  } catch (e) {
    fail('Configuração inválida.', e);
  }
}

export function adminLines(admin: AdminBootstrap): string[] {
  if (admin.created && admin.generated) {
    // Framed, so it stands apart from anything else on the terminal; only the instance that created it prints it.
    const rule = '─'.repeat(72);
    return [
      rule,
      `Administrador criado. Entre com ${admin.email} e a senha: ${admin.password}`,
      'Guarde essa senha: ela não será mostrada de novo (troque-a em Usuários → Alterar senha).',
      rule,
    ];
  }
  if (admin.created) return [`Administrador criado. Entre com ${admin.email} e a senha definida em ADMIN_PASSWORD.`];
  return [
    `O administrador já existe: entre com ${admin.email ?? 'o e-mail do primeiro início (admin@painel.local, se não definiu ADMIN_EMAIL)'} e a senha que recebeu.`,
    'Perdeu a senha? Inicie com ADMIN_EMAIL e ADMIN_PASSWORD de uma conta nova para criar outro administrador.',
  ];
}

export function seedLines(summary: SeedSummary): string[] {
  const entries = Object.entries(summary.created);
  if (!entries.length) return ['Dados de demonstração: já estavam lá, nada foi adicionado.'];
  const passwords = summary.passwords ?? [];
  return [
    `Dados de demonstração adicionados: ${entries.map(([name, n]) => `${name} ${n}`).join(', ')}.`,
    ...(passwords.length ? [`Usuários de demonstração entram com a senha ${passwords.join(' ou ')}.`] : []),
    ...(summary.lockedAccounts
      ? [`Os ${summary.lockedAccounts} usuários de demonstração não entram (senha aleatória). Para entrar com eles, use SEED_DEMO_SIGN_IN=true num banco novo.`]
      : []),
  ];
}
