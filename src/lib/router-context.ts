// What every route can read from the router context, and what a route may declare statically.
import type { MessageDescriptor } from 'react-intl';
import type { User } from '@/api/models';
import type { PublicConfig } from './config';

export interface RouterContext {
  config: PublicConfig;
  /** Resolves once the first user fetch is done: the user, or null. */
  sessionReady: () => Promise<User | null>;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Forces a colour mode on this page. 'system' cannot be forced (spec §4). */
    colorMode?: 'light' | 'dark';
    /** The page title (document title and breadcrumb). */
    title?: MessageDescriptor;
    /** The page renders its own heading (with breadcrumbs); the layout shows none. */
    ownHeading?: boolean;
    /** A list of records: while it loads from another page, the layout shows its rows' skeleton. */
    listPage?: boolean;
  }
}
