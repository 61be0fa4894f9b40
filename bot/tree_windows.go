package bot

import (
	"os/exec"
	"sync"
	"syscall"
	"time"
	"unsafe"

	"golang.org/x/sys/windows"
)

// See tree.go: on Windows a bot's tree is a job object. The bot is started
// suspended, put in a job of its own, then let run: every process it
// starts is in the job too (none can break away), and killing the bot
// terminates the whole job. The job is made to kill what it holds when its
// last handle is closed, so the bots also die if floorfall itself dies.
// If the job cannot be made or the bot not put in it, only the bot's own
// process is killed.

type tree struct {
	mu   sync.Mutex
	job  windows.Handle // 0 if none
	done bool           // the bot is closed: the job is closed
}

// prepare sets up cmd to start the bot suspended (see started), without a
// console window of its own (its standard streams are pipes).
func (t *tree) prepare(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{
		CreationFlags: windows.CREATE_SUSPENDED | windows.CREATE_NO_WINDOW,
	}
}

// started puts the suspended process pid in a new job, then resumes it.
// If it cannot be resumed it is killed: it then looks like a bot that
// exited at once.
func (t *tree) started(pid int, lazy bool) {
	t.job = newJob(pid)
	if resume(pid) != nil {
		if p, err := windows.OpenProcess(windows.PROCESS_TERMINATE, false, uint32(pid)); err == nil {
			_ = windows.TerminateProcess(p, 1)
			windows.CloseHandle(p)
		}
	}
}

// reap reaps the leader with wait (os/exec's Wait).
func (t *tree) reap(wait func()) { wait() }

// newJob returns a job that holds process pid and kills its processes
// when closed, or 0 if that cannot be done.
func newJob(pid int) windows.Handle {
	job, err := windows.CreateJobObject(nil, nil)
	if err != nil {
		return 0
	}
	info := windows.JOBOBJECT_EXTENDED_LIMIT_INFORMATION{}
	info.BasicLimitInformation.LimitFlags = windows.JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE
	_, err = windows.SetInformationJobObject(job, windows.JobObjectExtendedLimitInformation,
		uintptr(unsafe.Pointer(&info)), uint32(unsafe.Sizeof(info)))
	if err == nil {
		var p windows.Handle
		p, err = windows.OpenProcess(windows.PROCESS_SET_QUOTA|windows.PROCESS_TERMINATE, false, uint32(pid))
		if err == nil {
			err = windows.AssignProcessToJobObject(job, p)
			windows.CloseHandle(p)
		}
	}
	if err != nil {
		windows.CloseHandle(job)
		return 0
	}
	return job
}

// resume resumes the threads of the suspended process pid (it has one).
func resume(pid int) error {
	snap, err := windows.CreateToolhelp32Snapshot(windows.TH32CS_SNAPTHREAD, 0)
	if err != nil {
		return err
	}
	defer windows.CloseHandle(snap)
	te := windows.ThreadEntry32{Size: uint32(unsafe.Sizeof(windows.ThreadEntry32{}))}
	found := false
	for err = windows.Thread32First(snap, &te); err == nil; err = windows.Thread32Next(snap, &te) {
		if te.OwnerProcessID != uint32(pid) {
			continue
		}
		th, err := windows.OpenThread(windows.THREAD_SUSPEND_RESUME, false, te.ThreadID)
		if err != nil {
			return err
		}
		_, err = windows.ResumeThread(th)
		windows.CloseHandle(th)
		if err != nil {
			return err
		}
		found = true
	}
	if !found {
		return windows.ERROR_NOT_FOUND
	}
	return nil
}

// killGroup terminates the bot's job (every process in it), and the bot's
// process in any case.
func (b *Bot) killGroup() {
	b.tree.mu.Lock()
	if b.tree.job != 0 && !b.tree.done {
		_ = windows.TerminateJobObject(b.tree.job, 1)
	}
	b.tree.mu.Unlock()
	_ = b.cmd.Process.Kill()
}

func killTrees(bs []*Bot, deadline time.Time) {
	for _, b := range bs {
		b.killGroup()
	}
}

func reapTrees(bs []*Bot, deadline time.Time) {}

// finishTree closes the job, which kills what it still holds.
func (b *Bot) finishTree() {
	b.tree.mu.Lock()
	defer b.tree.mu.Unlock()
	if b.tree.job != 0 {
		windows.CloseHandle(b.tree.job)
		b.tree.job = 0
	}
	b.tree.done = true
}
