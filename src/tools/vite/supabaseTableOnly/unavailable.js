// Shared by the stand-ins: what a call to a part of supabase-js this build left out says.
export function unavailable(part) {
  throw new Error(`@supabase/supabase-js: ${part} não faz parte desta compilação do Painel (só a API de tabelas; veja supabaseTableOnlyPlugin).`);
}
