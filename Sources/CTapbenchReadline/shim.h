// GNU readline for the REPL, with small setters and getters for its globals, which Swift 6's strict
// concurrency checking will not let Swift touch directly.
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>

static inline void tapbench_rl_set_completion(rl_completion_func_t *function) { rl_attempted_completion_function = function; }
static inline void tapbench_rl_set_catch_signals(int value) { rl_catch_signals = value; rl_catch_sigwinch = value; }
/// Sends what readline has written to its output stream to the terminal, and nothing else: flushing every stream
/// would wait on one another thread holds.
static inline void tapbench_rl_flush(void) { fflush(rl_outstream != NULL ? rl_outstream : stdout); }
static inline void tapbench_rl_set_suppress_append(int value) { rl_completion_suppress_append = value; }
static inline void tapbench_rl_set_attempted_completion_over(int value) { rl_attempted_completion_over = value; }
/* Words for completion break at spaces and at '=', so that `step=onT` completes `onT`. */
static inline void tapbench_rl_break_words_at_spaces_and_equals(void) { rl_completer_word_break_characters = " \t="; }
static inline void tapbench_rl_set_name(const char *name) { rl_readline_name = name; }
static inline const char *tapbench_rl_line_buffer(void) { return rl_line_buffer; }
static inline int tapbench_rl_point(void) { return rl_point; }
#include <string.h>
#include <stdlib.h>

/* Removes every history entry whose text is `line`. */
static inline void tapbench_history_remove_line(const char *line) {
    for (int index = history_length - 1; index >= 0; index--) {
        HIST_ENTRY **entries = history_list();
        if (entries && entries[index] && strcmp(entries[index]->line, line) == 0) {
            HIST_ENTRY *removed = remove_history(index);
            if (removed) { histdata_t data = free_history_entry(removed); (void)data; }
        }
    }
}
