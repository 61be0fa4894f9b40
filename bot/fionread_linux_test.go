package bot

import "syscall"

// fionread is the ioctl that tells how much a pipe holds.
const fionread = syscall.TIOCINQ
