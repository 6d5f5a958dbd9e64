// Every top-level admin resource on the engine. The parametrised engine suite walks this list,
// so an entity that joins it is covered by the engine tests.
import type { AnyResource } from '@/lib/resource-definition';
import { tenants } from './tenants';

export const RESOURCES: AnyResource[] = [tenants];
