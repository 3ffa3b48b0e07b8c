/** The part of fs-native-extensions the shop uses: advisory locks on a file descriptor (OFD locks on Linux). */
declare module 'fs-native-extensions' {
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
