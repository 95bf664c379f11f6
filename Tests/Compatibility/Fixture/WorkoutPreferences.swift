import Foundation
import Observation
import SwiftUI

// What the app shares with its widgets: goals in an observable model, units in the app group's defaults.

/// The daily goals, as an app written before Observation keeps them.
final class WorkoutGoals: ObservableObject {
    @Published var dailyDistanceInKilometers: Double = 5
}

/// The heart-rate zones, as an app written with Observation keeps them.
@Observable
final class HeartRateZones {
    var maximum = 190

    func zone(for heartRate: Int) -> Int {
        min(5, max(1, heartRate * 10 / maximum - 4))
    }
}
