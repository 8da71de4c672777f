// The shared secret of the CRM integration (staff messages): CRM_INTEGRATION_SECRET, else one made
// at first start under DATA_DIR, which `npm run staff` reads to sign its requests.
import { dataDirSecrets, existingDataDirSecrets, randomSecret } from '../secrets/data-dir-secret.ts';

export const CRM_SECRET_FILE = 'crm-integration-secret.json';

export async function crmIntegrationSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const { secret } = await dataDirSecrets(dataDir, CRM_SECRET_FILE, () => ({ secret: randomSecret('crm_') }));
  return secret as string;
}

/** For a command beside a running server: the configured secret, else the server's file, else null. */
export async function readCrmIntegrationSecret(
  configured: string | undefined,
  dataDir: string,
): Promise<string | null> {
  if (configured) return configured;
  return (await existingDataDirSecrets(dataDir, CRM_SECRET_FILE))?.secret ?? null;
}
