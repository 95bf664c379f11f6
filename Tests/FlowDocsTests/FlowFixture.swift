import TapbenchFlowDocs
import Foundation
import TapbenchSampleApp
import TapbenchTestSupport

/// A transcript written to a temporary folder, captured as a flow.
enum FlowFixture {
    static let cancel = """
        ---
        title: Cancel from the island
        ---

        # Cancel from the island

        The customer changes their mind; *nothing* is delivered.

        <!-- tapbench: hidden -->
        ```tapbench
        tapbench> set island-in-app shown
        ...
        ```

        ```tapbench
        tapbench> start Delivery orderNumber=B-2040
        01:00:00  #1 Delivery started (active)
        01:00:00  island: #1 compact
        tapbench> tap 1 expanded Cancel
        ...
        tapbench> list
        ...
        ```

        The order is gone from the island.
        """

    static func capture(_ text: String, named name: String = "cancel.md") async throws -> Flow {
        let folder = try TemporaryFolder()
        let file = try folder.write(text, to: name)
        return try await Flow.capture(contentsOf: file, named: name, app: { SampleApp.catalog(now: $0) })
    }
}
