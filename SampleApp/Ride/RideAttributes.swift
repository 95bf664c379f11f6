import ActivityKit

// Seed 001, "Complete ActivityAttributes and ContentState", as printed.

struct RideAttributes: ActivityAttributes {
    // Static -- set at creation, immutable for the activity lifetime
    var riderName: String
    var pickupLocation: String
    var dropoffLocation: String

    struct ContentState: Codable, Hashable {
        var driverName: String
        var driverPhoto: String        // SF Symbol name or asset name
        var vehicleDescription: String
        var eta: ClosedRange<Date>
        var status: RideStatus
        var distanceRemaining: Double   // miles
    }
}

enum RideStatus: String, Codable, Hashable {
    case driverAssigned
    case driverEnRoute
    case driverArrived
    case inProgress
    case arriving
    case completed
    case cancelled
}

// Tapbench lists the statuses for completion and error messages.
extension RideStatus: CaseIterable {}

extension RideStatus {
    /// The status as the presentations show it.
    var displayName: String {
        switch self {
        case .driverAssigned: "Driver assigned"
        case .driverEnRoute: "Driver en route"
        case .driverArrived: "Driver arrived"
        case .inProgress: "On the way"
        case .arriving: "Arriving"
        case .completed: "Arrived"
        case .cancelled: "Cancelled"
        }
    }

    /// How far along the ride is, for the progress bar.
    var progress: Double {
        switch self {
        case .driverAssigned: 0.1
        case .driverEnRoute: 0.25
        case .driverArrived: 0.4
        case .inProgress: 0.6
        case .arriving: 0.9
        case .completed, .cancelled: 1.0
        }
    }
}

// Seed 001, "Preview Data Helper", as printed.
extension RideAttributes {
    static var preview: RideAttributes {
        RideAttributes(
            riderName: "Jordan",
            pickupLocation: "123 Main St",
            dropoffLocation: "456 Oak Ave"
        )
    }
}

extension RideAttributes.ContentState {
    /// A driver on the way, ten minutes out from `now`.
    static func enRoute(at now: Date) -> Self {
        Self(
            driverName: "Alex", driverPhoto: "car.fill", vehicleDescription: "White Toyota Camry",
            eta: now...now.addingTimeInterval(600), status: .driverEnRoute, distanceRemaining: 2.5)
    }
}
