/* The search's team of threads (see CTipRuntime.h). */
#include "CTipRuntime.h"
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* How long an idle helper spins before it sleeps: longer than the gap
   between two phases of a chunk (the merge: tens to hundreds of
   microseconds), short enough that an idle team costs next to nothing. */
#define TIP_SPIN_NANOSECONDS 200000L
#define TIP_HELPER_STACK_BYTES (8u * 1024u * 1024u)

struct tip_helper {
  tip_team *team;
  long index;
};

struct tip_team {
  int helpers;
  pthread_t *threads;
  struct tip_helper *slots;
  pthread_mutex_t mutex;
  pthread_cond_t wake;
  /* Bumped once per phase; a helper runs each generation exactly once (the
     caller bumps it again only after every helper has finished). Idle
     helpers spin reading it, the caller spins reading `remaining`, which
     helpers write: each on a cache line of its own, so a helper finishing
     does not pull the line the others are spinning on. */
  _Alignas(64) _Atomic unsigned long generation;
  /* Helpers that have not finished the current phase. */
  _Alignas(64) _Atomic int remaining;
  /* What helpers read at the start of a phase, off `remaining`'s line. */
  _Alignas(64) _Atomic int stopping;
  /* The current phase, written before its generation is published. */
  int count;
  void (*body)(void *, long);
  void *context;
};

static inline void tip_relax(void) {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#elif defined(__aarch64__) || defined(__arm__)
  __asm__ __volatile__("yield");
#endif
}

static long tip_now(void) {
  struct timespec time;
  clock_gettime(CLOCK_MONOTONIC, &time);
  return (long)time.tv_sec * 1000000000L + time.tv_nsec;
}

/* Waits for a generation other than `seen`: spinning, then asleep. */
static unsigned long tip_await_phase(tip_team *team, unsigned long seen) {
  unsigned long generation;
  long deadline = 0;
  for (unsigned spins = 1;; spins++) {
    generation = atomic_load_explicit(&team->generation, memory_order_acquire);
    if (generation != seen) return generation;
    tip_relax();
    if ((spins & 63) == 0) {
      long now = tip_now();
      if (deadline == 0) {
        deadline = now + TIP_SPIN_NANOSECONDS;
      } else if (now > deadline) {
        break;
      }
    }
  }
  /* The caller bumps the generation holding the mutex: no wake-up is lost. */
  pthread_mutex_lock(&team->mutex);
  while ((generation = atomic_load_explicit(&team->generation, memory_order_acquire)) == seen) {
    pthread_cond_wait(&team->wake, &team->mutex);
  }
  pthread_mutex_unlock(&team->mutex);
  return generation;
}

static void *tip_helper_main(void *argument) {
  struct tip_helper *helper = argument;
  tip_team *team = helper->team;
  unsigned long seen = 0;
  for (;;) {
    seen = tip_await_phase(team, seen);
    if (atomic_load_explicit(&team->stopping, memory_order_acquire)) return NULL;
    if (helper->index < team->count) team->body(team->context, helper->index);
    atomic_fetch_sub_explicit(&team->remaining, 1, memory_order_release);
  }
}

static void tip_publish(tip_team *team) {
  pthread_mutex_lock(&team->mutex);
  atomic_fetch_add_explicit(&team->generation, 1, memory_order_release);
  pthread_cond_broadcast(&team->wake);
  pthread_mutex_unlock(&team->mutex);
}

static void tip_stop(tip_team *team, int started) {
  atomic_store_explicit(&team->stopping, 1, memory_order_release);
  tip_publish(team);
  for (int i = 0; i < started; i++) pthread_join(team->threads[i], NULL);
  pthread_cond_destroy(&team->wake);
  pthread_mutex_destroy(&team->mutex);
  free(team->threads);
  free(team->slots);
  free(team);
}

tip_team *tip_team_create(int helpers) {
  if (helpers < 1) return NULL;
  /* Aligned like its cache-line-aligned fields (calloc promises 16 bytes). */
  tip_team *team = aligned_alloc(64, (sizeof(tip_team) + 63) / 64 * 64);
  if (team == NULL) return NULL;
  memset(team, 0, sizeof(tip_team));
  team->helpers = helpers;
  team->threads = calloc((size_t)helpers, sizeof(pthread_t));
  team->slots = calloc((size_t)helpers, sizeof(struct tip_helper));
  atomic_init(&team->generation, 0);
  atomic_init(&team->remaining, 0);
  atomic_init(&team->stopping, 0);
  if (team->threads == NULL || team->slots == NULL) {
    free(team->threads);
    free(team->slots);
    free(team);
    return NULL;
  }
  pthread_mutex_init(&team->mutex, NULL);
  pthread_cond_init(&team->wake, NULL);
  pthread_attr_t attributes;
  pthread_attr_init(&attributes);
  /* macOS gives secondary threads 512 KiB by default, Linux 8 MiB: the same everywhere. */
  pthread_attr_setstacksize(&attributes, TIP_HELPER_STACK_BYTES);
  for (int i = 0; i < helpers; i++) {
    team->slots[i].team = team;
    team->slots[i].index = i + 1;
    if (pthread_create(&team->threads[i], &attributes, tip_helper_main, &team->slots[i]) != 0) {
      pthread_attr_destroy(&attributes);
      tip_stop(team, i);
      return NULL;
    }
  }
  pthread_attr_destroy(&attributes);
  return team;
}

int tip_team_run(tip_team *team, int count, void (*body)(void *context, long index), void *context) {
  if (count < 1 || count > team->helpers + 1) return -1;
  team->count = count;
  team->body = body;
  team->context = context;
  atomic_store_explicit(&team->remaining, team->helpers, memory_order_relaxed);
  tip_publish(team);
  body(context, 0);
  for (unsigned spins = 0; atomic_load_explicit(&team->remaining, memory_order_acquire) != 0; spins++) {
    if (spins < 4096) {
      tip_relax();
    } else {
      sched_yield();
    }
  }
  return 0;
}

void tip_team_destroy(tip_team *team) {
  if (team != NULL) tip_stop(team, team->helpers);
}
