export { checkArchive } from './archiveReader';
export { copyLiveDatabase } from './liveCopy';
export { BackupError, type Manifest } from './manifest';
export { checkCounts, holdsData, restoreArchive, wipe, type RestoreCount } from './restoreBackup';
export { verifyBackup } from './verifyBackup';
export { backupFileName, writeBackup, type BackupResult, type BackupSource } from './writeBackup';
export { BackupBusyError, Backups, record as backupRecord, type BackupRecord, type Row as BackupRow } from './backups';
export { listBackups, pruneBackups } from './retention';
