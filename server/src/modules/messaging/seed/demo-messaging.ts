import type { DataSource } from 'typeorm';
import type { AppConfig } from '@server/config/app-config';

/**
 * Demo data of the messaging module, loaded by `seedDemoData` right after the demo accounts (so only
 * into a database that had no users). Users are found by the demo accounts' e-mail addresses.
 */
export async function seedMessagingDemo(_ds: DataSource, _config: AppConfig): Promise<void> {}
