export { checkArchive } from './archiveReader';
export { copyLiveDatabase } from './liveCopy';
export { BackupError, type Manifest } from './manifest';
export { checkCounts, holdsData, restoreArchive, wipe, type RestoreCount } from './restoreBackup';
export { verifyBackup } from './verifyBackup';
export { backupFileName, writeBackup, type BackupResult, type BackupSource } from './writeBackup';
export { BackupBusyError, Backups, type BackupRecord } from './backups';
export { listBackups, pruneBackups } from './retention';
