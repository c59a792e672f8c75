#include "CTipRuntime.h"
#include <stdint.h>
#include <stdlib.h>
#if defined(__linux__)
#include <sys/mman.h>
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

void *tip_allocate_zeroed(size_t bytes) { return calloc(bytes == 0 ? 1 : bytes, 1); }

void tip_free(void *pointer) { free(pointer); }

void *tip_allocate_zeroed_lines(size_t bytes) {
  /* Room to align, and for the pointer calloc returned, kept just before. */
  char *raw = calloc(bytes + 128 + sizeof(void *), 1);
  if (raw == NULL) return NULL;
  uintptr_t aligned = ((uintptr_t)raw + sizeof(void *) + 127) & ~(uintptr_t)127;
  ((void **)aligned)[-1] = raw;
  return (void *)aligned;
}

void tip_free_lines(void *pointer) {
  if (pointer != NULL) free(((void **)pointer)[-1]);
}
