/// Markdown transcripts: the format, recording and replay (issue 7).
import Bench
