/** Every setting a production start asks for, set safely; a test adds DATA_DIR (and what it changes). */
export const SAFE_PRODUCTION_ENV: Readonly<NodeJS.ProcessEnv> = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://mailer:secret@smtp.example:587',
  PUBLIC_URL: 'https://health.example',
  TRUST_PROXY: '10.0.0.5',
  SEED: 'false',
  ALLOW_SANDBOX_VENDORS: 'spot,namida,3d-look,fitness,telehealth,smartlink,geocoding,human-check,more-active,shop',
  DATABASE_URL: 'postgres://healthdeck:secret@127.0.0.1:6432/healthdeck',
  DATABASE_DIRECT_URL: 'postgres://healthdeck:secret@db.internal:5432/healthdeck',
};
