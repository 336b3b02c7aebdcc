"""Why `cutlm regress` is stopping, shared by scripts/cutlm_regress.py (whose signal handlers set
it) and scripts/cutlm_regress_slurm.py (which polls it while it waits for the cluster).

Only the standard library: cutlm_regress.py imports this before it installs its handlers."""
import signal


class StopRequest:
    """Why the regression is stopping: the signal that asked (signum) or the error that ends it
    ((exit status, message)). Signal handlers and worker threads set it, every loop polls it:
    plain attribute writes, no lock, since a handler that waited for a lock the interrupted
    thread holds would never return."""

    signum = None
    error = None

    def fail(self, status, message):
        if self.error is None:
            self.error = (status, message)

    def __bool__(self):
        return self.signum is not None or self.error is not None


STOP = StopRequest()


def signal_name(signum):
    try:
        return signal.Signals(signum).name
    except ValueError:
        return f"signal {signum}"
