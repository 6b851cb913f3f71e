// "Cópias de segurança": the server's backups for administrators, and the home page's warning when they are late.
export { BackupsPage } from './BackupsPage';
export { BackupWarning } from './BackupWarning';
export { backupActivityWords } from './backupWords';
