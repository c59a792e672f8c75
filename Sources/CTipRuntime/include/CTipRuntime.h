#ifndef CTIPRUNTIME_H
#define CTIPRUNTIME_H
#include <stdbool.h>
#include <stddef.h>
/* Hints the explicit engine needs and Swift does not expose. */

/* Asks the CPU to start loading `address` into the cache (a hint: no effect
   on results). Used to overlap the cache misses of hash-table probes. */
static inline void tip_prefetch(const void *address) {
#if defined(__GNUC__) || defined(__clang__)
  __builtin_prefetch(address, 0, 3);
#else
  (void)address;
#endif
}

/* Memory for large tables: aligned to 2 MiB and, on Linux, backed by
   transparent huge pages when the system allows it, so random probes into
   big hash tables do not also miss the TLB. Elsewhere, plain aligned
   memory. Free with tip_free. */
void *tip_allocate(size_t bytes);
void tip_free(void *pointer);

/* Zeroed memory aligned to 128 bytes: lazily filled tables, most of whose
   entries a small model never reads, and bitmaps whose 128-byte blocks
   belong to different threads (so no two threads share a cache line, or
   the pair of lines the adjacent-line prefetcher loads together). A block
   of 1 MiB or more is mapped on its own (mmap), so its untouched pages
   cost nothing; a smaller one comes from calloc.
   calloc alone maps fresh pages only above glibc's mmap threshold, which
   glibc raises to the size of each mapped block freed (up to 32 MiB): a
   search after a larger one in the same process (`tipcheck verify` on a
   folder, the benchmarks) then got its blocks from the heap, cleared
   whole, and a relay of 10 steps, whose bitmaps grew to 128 MiB as its
   keys widened, spent 9-27% of its search in memset, in interleaved runs.
   Mapping every block from 64 KiB instead took the specs' small searches
   from 1,500 page faults to 91,000 in `tipcheck-bench --small` (calloc's
   heap pages were warm): below 1 MiB, clearing a block whole costs at
   most about 50 microseconds.

   With `shared`, on Linux, a mapped block is shared (MAP_SHARED |
   MAP_ANONYMOUS; no other process sees it); a search on several threads
   asks for it. These tables are read before they are written (a bitmap
   is tested, then set; a memo entry looked up, then filled). A private
   page read first is mapped to the kernel's zero page, and the first
   write replaces it, which, while another thread of the process runs on
   the other core, interrupts that core to flush its TLB and waits for
   it: per page on this project's VM (C probe, best of 7), a read then a
   write took 3.2-4.6 us alone and 18-22 us beside a busy thread. A shared
   page is a real page from its first read, writable at once: 4.2-4.7 us
   alone, 3.6-4.0 beside a busy thread, and pages never touched still
   cost nothing. On 12 tips, two threads, those replacements (the
   workers' duplicate filters and the visited bitmap) were 3% of the
   search's samples in `perf`, and the TLB shootdowns per search fell
   from 190-620 to 2-8 on the rows with such blocks. Alone a thread is
   interrupted by no one and a shared page read first costs a little
   more, so one thread keeps private blocks. Elsewhere (macOS) blocks are
   private: the zero page and its interruption were measured on Linux
   only. A shared block is advised off huge pages (MADV_NOHUGEPAGE): where
   a host backs shared memory with them (shmem_enabled "always"; measured
   here with "never"), a first read would clear 2 MiB, pages a search
   never touches among them (12 tips touch 162 of the 512 pages of each
   2 MiB filter); huge pages tried for the store and these blocks raised
   the kernel's clearing from 0.3% to 13% of the samples on 15 tips. A
   shared block is not zeroed again by madvise(MADV_DONTNEED), as
   a private one would be: clear it by writing.

   Below 1 MiB, with `shared`, on Linux, a block from 64 KiB is written
   once per page before it is returned (tip_write_each_page): calloc hands
   out either fresh pages (mmap, or the heap grown), which a first read
   maps to the zero page all the same, or heap pages it cleared by
   writing, where the writes cost a store each. The 256 KiB bitmaps and
   filters of 7 counters (21-bit keys) took 40-52 TLB shootdowns a
   two-thread search, 2-3 with the writes. A page no state uses is
   written too, at most 255 of them a block: such models' keys fill their
   bitmaps (7 counters 823,543 of 2^21, 10 groups of 3 all 2^20). Free
   with tip_free_lines. */
void *tip_allocate_zeroed_lines(size_t bytes, bool shared);
void tip_free_lines(void *pointer);
/* Whether a block of tip_allocate_zeroed_lines was mapped on its own (for tests). */
int tip_lines_are_mapped(const void *pointer);
/* Writes a zero to every 4 KiB of `bytes` bytes from `block` (and its last
   byte): each page is then a page of its own, written, not the zero page.
   For memory that is zero already: it changes no value there. */
void tip_write_each_page(void *block, size_t bytes);
/* Page-aligned memory no one has touched yet, mapped on its own where the
   system can (mmap; elsewhere aligned_alloc): the slabs an append-only
   array cuts its chunks from past its first 1 MiB (ChunkedArray). malloc
   wrote each 16-64 KiB chunk's neighbour header into a fresh page as the
   chunk was taken, a page fault per chunk in the merge's sequential part
   (7 counters: the store's and the keys' chunks, 2.7 ms of a 120 ms
   two-thread search); a slab's pages are faulted in ahead of the copy
   (tip_prefault_pages) or by the copy's first write. NULL when out of
   memory. Free with tip_unmap_pages and the same byte count. */
void *tip_map_pages(size_t bytes);
void tip_unmap_pages(void *pointer, size_t bytes);
/* Faults in, ahead of their first write, the whole pages within [from, to)
   of bytes no one needs yet (an array's entries past what it stores): on
   Linux in one call (madvise MADV_POPULATE_WRITE, from Linux 5.14; 1.5-2.1
   us a page on this project's VM against 2.5-2.8 for a fault per page),
   elsewhere or if that fails by writing a zero to the first byte of each
   of those pages (tip_prefault_pages_by_writing; exposed for tests, so that
   Linux tests it too). Nothing outside the whole pages is touched. The
   search faults in the pages its next merge will copy new states to while
   it expands, where the threads' faults spread over the phase, instead of
   in the copy, where both threads fault at once. */
void tip_prefault_pages(void *from, void *to);
void tip_prefault_pages_by_writing(void *from, void *to);
/* For tests, with glibc: maps every malloc block from `bytes` on its own,
   fresh, for the rest of the process (mallopt's M_MMAP_THRESHOLD, which
   also stops glibc raising the threshold). 1 if done, 0 elsewhere. */
int tip_pin_mmap_threshold(int bytes);
/* With glibc: at most `arenas` malloc arenas (mallopt's M_ARENA_MAX). Each
   thread's arena reserves 64 MiB of address space at once, which an
   address-space limit (ulimit -v) counts though it is never touched: under
   one, allocations fail long before memory is used. 1 if done, 0 elsewhere
   (other allocators reserve nothing like it). */
int tip_limit_malloc_arenas(int arenas);

/* A flag several threads read and one sets (relaxed atomics): lets a
   worker that hits a limit stop the others. */
static inline int tip_flag_load(const int *flag) { return __atomic_load_n(flag, __ATOMIC_RELAXED); }
static inline void tip_flag_store(int *flag, int value) { __atomic_store_n(flag, value, __ATOMIC_RELAXED); }
/* The counter's value before this call adds one (relaxed): hands out the
   slices of a chunk to the workers that ask first. */
static inline int tip_counter_take(int *counter) { return __atomic_fetch_add(counter, 1, __ATOMIC_RELAXED); }

/* A team of threads for the search's parallel phases: the caller runs
   index 0 of a phase, helper threads the others. Between phases a helper
   spins for a while (about 200 microseconds) before it sleeps, so the next
   phase, usually a few microseconds to a millisecond away, starts without
   the wake-up a sleeping thread needs. POSIX threads and C11 atomics (Linux
   and macOS); tip_team_create returns NULL if a thread cannot be started. */
typedef struct tip_team tip_team;
tip_team *tip_team_create(int helpers);
/* Runs body(context, i) for every i in 0..<count, index 0 on the calling
   thread, and returns 0 once every index has run: everything the bodies
   wrote is then visible to the caller. A count outside 1...helpers + 1
   runs nothing and returns -1. One caller at a time. */
int tip_team_run(tip_team *team, int count, void (*body)(void *context, long index), void *context);
/* Stops and joins the helpers. */
void tip_team_destroy(tip_team *team);

#endif
