/**
 * Demo records, keyed by resource name. Data only: the seeder (seedDemo.ts) knows no resource.
 * - A reference field holds the referenced record's title (its descriptor's titleField); the seeder finds the id.
 * - A file is `{ png: [from, to] }` (a generated gradient) or `{ pdf: title, lines }`.
 * - Fields that only a record action accepts (an avatar) are applied through that action after the create.
 */
export type DemoFile = { png: [string, string] } | { pdf: string; lines: string[] };
export type DemoValue = string | number | boolean | DemoFile;
export type DemoRecord = Record<string, DemoValue>;

/** Password of every demo user; printed by the seed. */
export const DEMO_PASSWORD = 'painel-demo-2026';

export const demoData: Record<string, DemoRecord[]> = {
  categories: [
    { name: 'Outdoor tradicional 9x3' },
    { name: 'Front-light' },
    { name: 'Painel de LED' },
    { name: 'Empena' },
    { name: 'Mobiliário urbano' },
  ],
  outdoors: [
    {
      name: 'Av. Paulista, 1000',
      location: 'Av. Paulista, 1000 — Bela Vista, São Paulo - SP',
      latitude: -23.5646,
      longitude: -46.6527,
      streetViewUrl: 'https://www.google.com/maps/@-23.5646,-46.6527,3a,75y,90t',
      file: { png: ['#2BACA5', '#0B3D3A'] },
    },
    {
      name: 'Marginal Pinheiros — Ponte Estaiada',
      location: 'Marginal Pinheiros, sentido Interlagos — Brooklin, São Paulo - SP',
      latitude: -23.6072,
      longitude: -46.6946,
      file: { png: ['#F2A93B', '#8A4B08'] },
    },
    {
      name: 'Av. Atlântica — Copacabana',
      location: 'Av. Atlântica, 1702 — Copacabana, Rio de Janeiro - RJ',
      latitude: -22.9711,
      longitude: -43.1823,
      photoUrl360: 'https://www.google.com/maps/@-22.9711,-43.1823,3a,90y,120h',
      file: { png: ['#3B82F6', '#1E3A8A'] },
    },
    {
      name: 'Linha Amarela, km 7',
      location: 'Linha Amarela, saída 5 — Pilares, Rio de Janeiro - RJ',
      latitude: -22.8869,
      longitude: -43.2867,
    },
    {
      name: 'Praça da Liberdade',
      location: 'Praça da Liberdade — Funcionários, Belo Horizonte - MG',
      latitude: -19.9319,
      longitude: -43.9381,
      file: { png: ['#16A34A', '#14532D'] },
    },
    {
      name: 'Av. Cristiano Machado, 4000',
      location: 'Av. Cristiano Machado, 4000 — União, Belo Horizonte - MG',
      latitude: -19.8703,
      longitude: -43.9283,
    },
  ],
  banners: [
    { title: 'Verão em Copacabana: 20% de desconto no primeiro mês', file: { png: ['#F97316', '#FACC15'] } },
    { title: 'Novos pontos na Marginal Pinheiros', file: { png: ['#2BACA5', '#134E4A'] } },
    { title: 'Anuncie em Belo Horizonte a partir de R$ 1.200', file: { png: ['#7C3AED', '#DB2777'] } },
  ],
  jobs: [
    {
      name: 'Executivo(a) de contas — São Paulo',
      description: 'Prospecção e atendimento de anunciantes na Grande São Paulo, com metas e comissão.',
      html: '<h2>Sobre a vaga</h2><p>Buscamos quem goste de negociar e de rua: você vai apresentar nossos pontos a agências e anunciantes.</p><h3>Requisitos</h3><ul><li>Experiência com vendas B2B</li><li>CNH categoria B</li></ul><p><strong>Regime:</strong> CLT, híbrido.</p>',
    },
    {
      name: 'Instalador(a) de lonas — Rio de Janeiro',
      description: 'Instalação e troca de lonas em outdoors e front-lights da região metropolitana.',
      html: '<h2>Atividades</h2><ul><li>Colagem e troca de lonas</li><li>Inspeção de estruturas</li></ul><p>NR-35 (trabalho em altura) é um diferencial.</p>',
    },
    {
      name: 'Designer gráfico(a) pleno',
      description: 'Criação de peças para mídia exterior e adaptação de campanhas de clientes.',
      html: '<h2>O que esperamos</h2><p>Domínio de Illustrator e Photoshop, portfólio com peças de grande formato.</p>',
    },
  ],
  services: [
    { name: 'Locação de outdoor 9x3 (bissemana)', description: 'Catorze dias de exposição em outdoor tradicional, com produção da lona inclusa.', price: 1200 },
    { name: 'Front-light mensal', description: 'Painel iluminado por 30 dias, com manutenção da iluminação.', price: 3500 },
    { name: 'Painel de LED — pacote 30 dias', description: 'Inserções de 15 segundos, 600 exibições por dia.', price: 8900.9 },
    { name: 'Produção e instalação de lona', description: 'Impressão em lona front 440 g e instalação por equipe própria.', price: 650 },
  ],
  users: [
    { name: 'Mariana Costa', email: 'mariana.costa@exemplo.com.br', password: DEMO_PASSWORD, file: { png: ['#EC4899', '#831843'] } },
    { name: 'João Pereira', email: 'joao.pereira@exemplo.com.br', password: DEMO_PASSWORD, file: { png: ['#0EA5E9', '#0C4A6E'] } },
    { name: 'Ana Beatriz Souza', email: 'ana.souza@exemplo.com.br', password: DEMO_PASSWORD },
  ],
  tenancies: [
    { serviceId: 'Locação de outdoor 9x3 (bissemana)', userId: 'Mariana Costa', startDate: '2026-12-01', endDate: '2026-12-14' },
    { serviceId: 'Front-light mensal', userId: 'João Pereira', startDate: '2026-11-15', endDate: '2026-12-14' },
    { serviceId: 'Painel de LED — pacote 30 dias', userId: 'Ana Beatriz Souza', startDate: '2027-01-05', endDate: '2027-02-03' },
  ],
  posts: [
    { serviceId: 'Painel de LED — pacote 30 dias', file: { png: ['#111827', '#2BACA5'] } },
    { serviceId: 'Front-light mensal', file: { png: ['#FDE68A', '#B45309'] } },
    {
      serviceId: 'Locação de outdoor 9x3 (bissemana)',
      file: { pdf: 'Proposta comercial — Outdoor 9x3', lines: ['Período: 14 dias (bissemana)', 'Valor: R$ 1.200,00', 'Produção da lona inclusa.'] },
    },
  ],
  config: [{ instagram_token: 'IGQWRPdemo-token-do-painel-troque-pelo-token-real' }],
};
