/* Fault injection for the save path, preloaded into the app
 * (LD_PRELOAD). It wraps libc's write, fsync, rename and unlink and acts
 * only on files under $FAULT_DIR (the scenario's output and state
 * folders), in one of two modes:
 *
 *   FAULT_KILL_AT=N   counts the save path's steps from the draft that
 *                     says it is being saved (a rename whose file holds
 *                     "saving"): that rename is step 1, and each later
 *                     write, fsync, rename or unlink under $FAULT_DIR the
 *                     next. Step N is carried out, then the process is
 *                     killed (SIGKILL): nothing of the app's own runs after.
 *                     FAULT_START_MARK is other text that starts the
 *                     count ("withdrawing" with its quotes: Ctrl+Z after
 *                     a save; \"supersedes\": a correction's save).
 *   FAULT_ENOSPC=FILE the saves to FILE fail in turn with a full disk: the
 *                     first save's write is cut after 0 bytes, the third's
 *                     after 1, the fifth's after 2… (each cut write's
 *                     next call fails with ENOSPC); every second save goes
 *                     through. With FAULT_ENOSPC_STEP=N, the cuts after the
 *                     first N go N bytes apart, and the last cut is always
 *                     before the line's last byte. Once the cut would be
 *                     past the whole line, "$FAULT_DONE" is created and
 *                     nothing more is cut.
 *   FAULT_FSYNC_EIO=FILE the first fsync of FILE fails with EIO.
 *   FAULT_FSYNC_DELAY_MS=N every fsync under $FAULT_DIR takes N ms more,
 *                     as on a slow or busy disk.
 *   FAULT_WRITE_DELAY_MS=N every write under $FAULT_DIR takes N ms more, so
 *                     a long write is under way for as long as a test needs.
 *
 * Each step it counts is logged to $FAULT_LOG ("N call path"), so a
 * scenario knows how many steps a save has. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static ssize_t (*real_write)(int, const void *, size_t);
static int (*real_fsync)(int);
static int (*real_rename)(const char *, const char *);
static int (*real_unlink)(const char *);

static int step = 0;          /* 0: the save has not started */
static int cut_pending = 0;   /* the write after a cut one fails */
static int enospc_saves = 0;
static size_t next_cut = 0;   /* bytes the next cut write keeps */
static size_t last_cut = 0;   /* bytes the last cut write kept */
static int enospc_done = 0;
static int fsync_failed = 0;

static void load(void) {
    if (real_write) return;
    real_write = dlsym(RTLD_NEXT, "write");
    real_fsync = dlsym(RTLD_NEXT, "fsync");
    real_rename = dlsym(RTLD_NEXT, "rename");
    real_unlink = dlsym(RTLD_NEXT, "unlink");
}

static const char *env(const char *name) {
    const char *value = getenv(name);
    return value && *value ? value : NULL;
}

/* The path of an open descriptor, or "" */
static void path_of(int fd, char *path, size_t size) {
    char link[64];
    snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    ssize_t length = readlink(link, path, size - 1);
    path[length > 0 ? length : 0] = 0;
}

static int watched(const char *path) {
    const char *dir = env("FAULT_DIR");
    return dir && strncmp(path, dir, strlen(dir)) == 0;
}

static void note(const char *call, const char *path) {
    const char *log = env("FAULT_LOG");
    if (!log) return;
    int fd = open(log, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (fd < 0) return;
    char line[4200];
    int length = snprintf(line, sizeof line, "%d %s %s\n", step, call, path);
    real_write(fd, line, length > 0 && (size_t)length < sizeof line ? (size_t)length : 0);
    close(fd);
}

/* Counts a step of the save path once it has been carried out. */
static void stepped(const char *call, const char *path) {
    if (step == 0 || !watched(path)) return;
    note(call, path);
    const char *kill_at = env("FAULT_KILL_AT");
    if (kill_at && step == atoi(kill_at)) raise(SIGKILL);
    step++;
}

static int says_saving(const char *path) {
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return 0;
    char text[65536];
    ssize_t length = read(fd, text, sizeof text - 1);
    close(fd);
    text[length > 0 ? length : 0] = 0;
    const char *mark = env("FAULT_START_MARK");
    return strstr(text, mark ? mark : "\"saving\"") != NULL;
}

ssize_t write(int fd, const void *buffer, size_t count) {
    load();
    char path[4096];
    path_of(fd, path, sizeof path);
    const char *full = env("FAULT_ENOSPC");
    if (full && !enospc_done && strcmp(path, full) == 0) {
        if (cut_pending) {
            cut_pending = 0;
            errno = ENOSPC;
            return -1;
        }
        int save = enospc_saves++;
        if (save % 2 == 0) {
            const char *step_text = env("FAULT_ENOSPC_STEP");
            size_t cut_step = step_text && atoi(step_text) > 1 ? (size_t)atoi(step_text) : 1;
            size_t cut = next_cut;
            /* A step past the line's end still cuts before its last byte. */
            if (cut >= count && last_cut + 1 < count) cut = count - 1;
            last_cut = cut;
            next_cut = cut < cut_step ? cut + 1 : cut + cut_step;
            if (cut >= count) {
                enospc_done = 1;
                const char *done = env("FAULT_DONE");
                if (done) close(open(done, O_WRONLY | O_CREAT | O_CLOEXEC, 0644));
            } else if (cut == 0) {
                errno = ENOSPC;
                return -1;
            } else {
                ssize_t written = real_write(fd, buffer, cut);
                cut_pending = 1;
                return written;
            }
        }
    }
    const char *delay = env("FAULT_WRITE_DELAY_MS");
    if (delay && watched(path)) usleep((useconds_t)atoi(delay) * 1000);
    ssize_t written = real_write(fd, buffer, count);
    int saved = errno;
    stepped("write", path);
    errno = saved;
    return written;
}

int fsync(int fd) {
    load();
    char path[4096];
    path_of(fd, path, sizeof path);
    const char *failing = env("FAULT_FSYNC_EIO");
    if (failing && !fsync_failed && strcmp(path, failing) == 0) {
        fsync_failed = 1;
        errno = EIO;
        return -1;
    }
    const char *delay = env("FAULT_FSYNC_DELAY_MS");
    if (delay && watched(path)) usleep((useconds_t)atoi(delay) * 1000);
    int result = real_fsync(fd);
    int saved = errno;
    stepped("fsync", path);
    errno = saved;
    return result;
}

int rename(const char *from, const char *to) {
    load();
    if (step == 0 && watched(to) && says_saving(from)) step = 1;
    int result = real_rename(from, to);
    int saved = errno;
    stepped("rename", to);
    errno = saved;
    return result;
}

int unlink(const char *path) {
    load();
    int result = real_unlink(path);
    int saved = errno;
    stepped("unlink", path);
    errno = saved;
    return result;
}
