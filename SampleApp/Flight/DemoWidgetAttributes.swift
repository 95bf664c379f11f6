import ActivityKit

// Seed 004, "Live Activity Attributes", as printed.

struct DemoWidgetAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        // dynamic attributes here
        var arrivalTime: Date
    }

    // static attributes here
    var airlineName: String = "Pending"
    var flightNumber: String = "Pending"
}

extension DemoWidgetAttributes {
    static var preview: DemoWidgetAttributes {
        var attributes = DemoWidgetAttributes()
        attributes.airlineName = "Oceanic"
        attributes.flightNumber = "OA 815"
        return attributes
    }
}
