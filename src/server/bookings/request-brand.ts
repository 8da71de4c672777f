// The brand whose contact details an answer quotes: the one of the host the traveller is using
// (the same host that picks the page's logo and footer), so messages match what they see.
import type { Context } from 'hono';
import { BRANDS, type Brand, brandIdForHost } from '../../shared/domain/brands.ts';
import type { ServerConfig } from '../env.ts';
import { trustedLinkOrigin } from '../http/request-origin.ts';

export function requestBrand(
  c: Context,
  config: Pick<ServerConfig, 'trustProxy' | 'publicOrigin' | 'allowedOrigins' | 'defaultBrand' | 'medicalBrandEnabled'>,
): Brand {
  const host = new URL(trustedLinkOrigin(c, config)).host;
  return BRANDS[brandIdForHost(host, config.defaultBrand, config.medicalBrandEnabled)];
}
