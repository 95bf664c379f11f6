/// The app's ready jobs, first in, first out, without moving what is left at each removal.
struct JobQueue {
    private var jobs: [AppJob] = []
    private var head = 0

    var isEmpty: Bool { head == jobs.count }

    mutating func append(_ job: AppJob) {
        jobs.append(job)
    }

    mutating func popFirst() -> AppJob? {
        guard head < jobs.count else { return nil }
        let job = jobs[head]
        head += 1
        if head == jobs.count {
            jobs.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 1024, head * 2 >= jobs.count {
            jobs.removeFirst(head)
            head = 0
        }
        return job
    }
}
