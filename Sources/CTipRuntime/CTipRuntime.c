#include "CTipRuntime.h"
#include <stdint.h>
#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#if defined(__unix__) || defined(__APPLE__)
#include <sys/mman.h>
#include <unistd.h>
#if !defined(MAP_ANONYMOUS) && defined(MAP_ANON)
#define MAP_ANONYMOUS MAP_ANON
#endif
#if defined(MAP_ANONYMOUS)
#define TIP_CAN_MAP 1
#endif
#endif

#define TIP_HUGE_PAGE (2u * 1024u * 1024u)

void *tip_allocate(size_t bytes) {
  if (bytes == 0) bytes = 1;
  if (bytes < TIP_HUGE_PAGE) return malloc(bytes);
  void *pointer = NULL;
  size_t rounded = (bytes + TIP_HUGE_PAGE - 1) & ~(size_t)(TIP_HUGE_PAGE - 1);
  if (posix_memalign(&pointer, TIP_HUGE_PAGE, rounded) != 0) return NULL;
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  madvise(pointer, rounded, MADV_HUGEPAGE);
#endif
  return pointer;
}

void tip_free(void *pointer) { free(pointer); }

/* From this size a zeroed block is mapped on its own (see the header). */
#define TIP_MAPPED_BYTES ((size_t)1 << 20)
/* From this size a shared request below TIP_MAPPED_BYTES is written once
   per page (see the header); no page is smaller than the stride. */
#define TIP_WRITTEN_BYTES ((size_t)64 << 10)
#define TIP_PAGE_STRIDE 4096u
/* The header (the block's base and its mapped length, 0 for calloc's)
   sits in the 128 bytes before the block. */
#define TIP_LINE 128u

void *tip_allocate_zeroed_lines(size_t bytes, bool shared) {
  if (bytes > SIZE_MAX / 2) return NULL;
#if defined(TIP_CAN_MAP)
  if (bytes >= TIP_MAPPED_BYTES) {
    long pageSize = sysconf(_SC_PAGESIZE);
    size_t page = pageSize > 0 ? (size_t)pageSize : 4096;
    size_t length = (bytes + TIP_LINE + page - 1) / page * page;
    int sharing = MAP_PRIVATE;
#if defined(__linux__)
    /* Shared where asked, so that a page read first is no zero page (see the header). */
    if (shared) sharing = MAP_SHARED;
#else
    (void)shared;
#endif
    void *base = mmap(NULL, length, PROT_READ | PROT_WRITE, sharing | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED) return NULL;
#if defined(__linux__) && defined(MADV_NOHUGEPAGE)
    /* 4 KiB pages, as measured, even where the host backs shared memory
       with huge pages (shmem_enabled "always"; see the header). */
    if (shared) madvise(base, length, MADV_NOHUGEPAGE);
#endif
    char *block = (char *)base + TIP_LINE;
    ((void **)block)[-1] = base;
    ((size_t *)block)[-2] = length;
    return block;
  }
#endif
  size_t total = bytes + TIP_LINE + 2 * sizeof(void *);
  char *raw = calloc(total, 1);
  if (raw == NULL) return NULL;
#if defined(__linux__)
  /* Where asked, from 64 KiB: no page of it the zero page (see the header).
     Before the header below is written: the writes put zeros, and the
     header may start at `raw` itself. */
  if (shared && bytes >= TIP_WRITTEN_BYTES) tip_write_each_page(raw, total);
#endif
  uintptr_t aligned = ((uintptr_t)raw + 2 * sizeof(void *) + TIP_LINE - 1) & ~(uintptr_t)(TIP_LINE - 1);
  ((void **)aligned)[-1] = raw;
  ((size_t *)aligned)[-2] = 0;
  return (void *)aligned;
}

void tip_write_each_page(void *block, size_t bytes) {
  volatile char *bytesOfBlock = block;
  for (size_t offset = 0; offset < bytes; offset += TIP_PAGE_STRIDE) bytesOfBlock[offset] = 0;
  if (bytes > 0) bytesOfBlock[bytes - 1] = 0;
}

int tip_pin_mmap_threshold(int bytes) {
#if defined(__GLIBC__)
  return mallopt(M_MMAP_THRESHOLD, bytes);
#else
  (void)bytes;
  return 0;
#endif
}

int tip_limit_malloc_arenas(int arenas) {
#if defined(__GLIBC__)
  return mallopt(M_ARENA_MAX, arenas);
#else
  (void)arenas;
  return 0;
#endif
}

int tip_lines_are_mapped(const void *pointer) {
  return pointer != NULL && ((const size_t *)pointer)[-2] != 0;
}

void *tip_map_pages(size_t bytes) {
  if (bytes == 0 || bytes > SIZE_MAX / 2) return NULL;
#if defined(TIP_CAN_MAP)
  void *base = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (base == MAP_FAILED) return NULL;
#if defined(__linux__) && defined(MADV_NOHUGEPAGE)
  /* Neighbouring slabs merge into one mapping, which a host with
     transparent huge pages "always" would back with 2 MiB pages, cleared
     whole ahead of the writes: measured slower for the store. */
  madvise(base, bytes, MADV_NOHUGEPAGE);
#endif
  return base;
#else
  return aligned_alloc(TIP_PAGE_STRIDE, (bytes + TIP_PAGE_STRIDE - 1) / TIP_PAGE_STRIDE * TIP_PAGE_STRIDE);
#endif
}

void tip_unmap_pages(void *pointer, size_t bytes) {
  if (pointer == NULL) return;
#if defined(TIP_CAN_MAP)
  munmap(pointer, bytes);
#else
  (void)bytes;
  free(pointer);
#endif
}

/* The whole pages within [from, to): [*first, *end), empty if none. */
static void tip_whole_pages(void *from, void *to, uintptr_t *first, uintptr_t *end, uintptr_t *page) {
  long pageSize = 4096;
#if defined(__unix__) || defined(__APPLE__)
  long reported = sysconf(_SC_PAGESIZE);
  if (reported > 0) pageSize = reported;
#endif
  *page = (uintptr_t)pageSize;
  *first = ((uintptr_t)from + *page - 1) & ~(*page - 1);
  *end = (uintptr_t)to & ~(*page - 1);
}

void tip_prefault_pages_by_writing(void *from, void *to) {
  uintptr_t first, end, page;
  tip_whole_pages(from, to, &first, &end, &page);
  for (uintptr_t address = first; address < end; address += page) *(volatile char *)address = 0;
}

void tip_prefault_pages(void *from, void *to) {
#if defined(__linux__)
  uintptr_t first, end, page;
  tip_whole_pages(from, to, &first, &end, &page);
  if (first >= end) return;
#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif
  if (madvise((void *)first, end - first, MADV_POPULATE_WRITE) == 0) return;
#endif
  tip_prefault_pages_by_writing(from, to);
}

void tip_free_lines(void *pointer) {
  if (pointer == NULL) return;
  void *base = ((void **)pointer)[-1];
  size_t length = ((size_t *)pointer)[-2];
#if defined(TIP_CAN_MAP)
  if (length != 0) {
    munmap(base, length);
    return;
  }
#endif
  free(base);
}
