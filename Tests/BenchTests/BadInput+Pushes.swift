extension BadInput {
    /// Pushes typed at the prompt, and push's own options; payloads APNs refuses or iOS drops get the one line that says why.
    static let promptPushes: [BadInput] = [
        BadInput(#"push"#, #"error: missing FILE or JSON — usage: push FILE|JSON|base64:BYTES [--token T] [--channel ID] [--priority 5|10] [--topic T] [--push-type T] [--expiration T] [--collapse-id ID] [--apns-id UUID]"#),
        BadInput(#"push {"#, #"01:00:00  push dropped by iOS, silently on a phone: malformed JSON at line 1, column 2: expected a quoted key, found end of input"#),
        BadInput(#"push {"aps":"#, #"01:00:00  push dropped by iOS, silently on a phone: malformed JSON at line 1, column 8: expected a value, found end of input"#),
        BadInput(#"push []"#, #"01:00:00  push dropped by iOS, silently on a phone: the payload is an array, not a JSON object"#),
        BadInput(#"push {}"#, #"01:00:00  push dropped by iOS, silently on a phone: the payload has no "aps" dictionary (it is empty)"#),
        BadInput(#"push {"aps":{}}"#, #"01:00:00  push dropped by iOS, silently on a phone: aps.event is missing; it must be start, update or end"#),
        BadInput(#"push {"aps":{"timestamp":1777080000,"event":"upd","content-state":{}}}"#, #"01:00:00  push dropped by iOS, silently on a phone: aps.event must be start, update or end, not "upd""#),
        BadInput(#"push {"aps":{"timestamp":1777080000,"event":"update"}}"#, #"01:00:00  push dropped by iOS, silently on a phone: aps.content-state is missing; an update needs the whole ContentState"#),
        BadInput(#"push {"aps":{"timestamp":1777080000,"event":"update","content-state":{"step":"onTheWay","etaSeconds":1.5,"driverLocation":"x","progress":0.5}}}"#, #"01:00:00  push dropped by iOS, silently on a phone: content-state.etaSeconds: expected an integer, found 1.5"#),
        BadInput(#"push {"aps":{"timestamp":1777080000,"event":"update","content-state":{"step":"onTheWay","etaSeconds":99999999999999999999,"driverLocation":"x","progress":0.5}}}"#, #"01:00:00  push dropped by iOS, silently on a phone: content-state.etaSeconds: expected an integer that fits in Int, found 99999999999999999999"#),
        BadInput(#"push {"aps":{"timestamp":1777080000,"event":"update","content-state":{"step":"onTheWay","etaSeconds":720,"driverLocation":"x","progress":1e400}}}"#, #"01:00:00  push dropped by iOS, silently on a phone: content-state.progress: expected a number that fits in Double, found 1e400"#),
        BadInput(#"push {"aps":{"timestamp":1777080000,"event":"update","content-state":{"step":"onTheWay","etaSeconds":720,"driverLocation":"x","progress":"half"}}}"#, #"01:00:00  push dropped by iOS, silently on a phone: content-state.progress: expected a number, found a string"#),
        BadInput(#"push {"aps":{"timestamp":1777080000,"event":"update","content-state":{"step":"flying","etaSeconds":720,"driverLocation":"x","progress":0.5}}}"#, #"01:00:00  push dropped by iOS, silently on a phone: content-state.step: "flying" is not a DeliveryStep: expected one of preparing, pickedUp, onTheWay, arriving, delivered"#),
        BadInput(#"push {"aps":{"timestamp":1777080000,"event":"update","content-state":{"etaSeconds":720,"driverLocation":"x","progress":0.5}}}"#, #"01:00:00  push dropped by iOS, silently on a phone: content-state.step: missing key 'step' (one of preparing, pickedUp, onTheWay, arriving, delivered)"#),
        BadInput(#"push {"aps":{"timestamp":"now","event":"update","content-state":{"step":"onTheWay","etaSeconds":720,"driverLocation":"x","progress":0.5}}}"#, #"01:00:00  push dropped by iOS, silently on a phone: aps.timestamp must be a number, not a string"#),
        BadInput(#"push {"aps":{"timestamp":1777080000,"event":"update","stale-date":"soon","content-state":{"step":"onTheWay","etaSeconds":720,"driverLocation":"x","progress":0.5}}}"#, #"01:00:00  push dropped by iOS, silently on a phone: aps.stale-date must be a number, not a string"#),
        BadInput(#"push {"aps":{"timestamp":1777080000,"event":"update","relevance-score":"high","content-state":{"step":"onTheWay","etaSeconds":720,"driverLocation":"x","progress":0.5}}}"#, #"01:00:00  push dropped by iOS, silently on a phone: aps.relevance-score must be a number, not a string"#),
        BadInput(#"push {"aps":{"timestamp":1777080000,"event":"update","relevance-score":1e400,"content-state":{"step":"onTheWay","etaSeconds":720,"driverLocation":"x","progress":0.5}}}"#, #"01:00:00  push dropped by iOS, silently on a phone: aps.relevance-score is 1e400, beyond the range of a Double — send a number a Double can hold"#),
        BadInput(#"push {"aps":{"timestamp":1777080000,"event":"update","stale-date":-1e400,"content-state":{"step":"onTheWay","etaSeconds":720,"driverLocation":"x","progress":0.5}}}"#, #"01:00:00  push dropped by iOS, silently on a phone: aps.stale-date is -1e400, beyond the range of a Double — send a number a Double can hold"#),
        BadInput(#"push {"aps":{"timestamp":1777080000,"event":"end","dismissal-date":"later"}}"#, #"01:00:00  push dropped by iOS, silently on a phone: aps.dismissal-date must be a number, not a string"#),
        BadInput(#"push {"aps":{"timestamp":1777080000,"event":"start","content-state":{}}}"#, #"01:00:00  push dropped by iOS, silently on a phone: a start needs aps.attributes-type, the Swift type's exact name"#),
        BadInput(#"push {"aps":{"timestamp":1777080000,"event":"start","attributes-type":"Nope","attributes":{},"content-state":{},"alert":{"title":"a","body":"b"}}}"#, #"01:00:00  push dropped by iOS, silently on a phone: aps.attributes-type "Nope" is not a registered type (registered: DeliveryAttributes, RideAttributes, AdventureAttributes, DemoWidgetAttributes, TakeoutAttributes, WorkoutTimerAttributes)"#),
        BadInput(#"push {"aps":{"timestamp":1777080000,"event":"update","content-state":{"step":"onTheWay","etaSeconds":720,"driverLocation":"x","progress":0.5}}} --priority 7"#, #"01:00:00  push refused by APNs (400 BadPriority): apns-priority is 7; use 10 (now) or 5 (when convenient)"#),
        BadInput(#"push {"aps":{"timestamp":1777080000,"event":"update","content-state":{"step":"onTheWay","etaSeconds":720,"driverLocation":"x","progress":0.5}}} --priority high"#, #"error: 'high' is not a priority — write 10 or 5"#),
        BadInput(#"push {"aps":{"timestamp":1777080000,"event":"update","content-state":{"step":"onTheWay","etaSeconds":720,"driverLocation":"x","progress":0.5}}} --topic com.other.app"#, #"01:00:00  push refused by APNs (400 DeviceTokenNotForTopic): apns-topic 'com.other.app' lacks the .push-type.liveactivity suffix — send com.example.tapbench.sample.push-type.liveactivity"#),
        BadInput(#"push {"aps":{"timestamp":1777080000,"event":"update","content-state":{"step":"onTheWay","etaSeconds":720,"driverLocation":"x","progress":0.5}}} --push-type alert"#, #"01:00:00  push refused by APNs (400 InvalidPushType): apns-push-type is 'alert'; a Live Activity's push must say liveactivity"#),
        BadInput(#"push {"aps":{"timestamp":1777080000,"event":"update","content-state":{"step":"onTheWay","etaSeconds":720,"driverLocation":"x","progress":0.5}}} --token #9"#, #"error: no activity 9: activities are numbered 1 to 2 (see 'list')"#),
        BadInput(#"push {"aps":{"timestamp":1777080000,"event":"update","content-state":{"step":"onTheWay","etaSeconds":720,"driverLocation":"x","progress":0.5}}} --token 1 --channel x"#, #"error: give --token or --channel, not both"#),
        BadInput(#"push {"aps":{"timestamp":1777080000,"event":"update","content-state":{"step":"onTheWay","etaSeconds":720,"driverLocation":"x","progress":0.5}}} extra"#, #"error: unexpected 'extra' — usage: push FILE|JSON|base64:BYTES [--token T] [--channel ID] [--priority 5|10] [--topic T] [--push-type T] [--expiration T] [--collapse-id ID] [--apns-id UUID]"#),
        BadInput(#"push {"aps":{"timestamp":1777080000,"event":"update","content-state":{"step":"onTheWay","etaSeconds":720,"driverLocation":"x","progress":0.5}}} --tokn 1"#, #"error: unknown option '--tokn' for 'push' — did you mean '--token'?"#),
        BadInput(#"push {"aps":{"timestamp":1777080000,"event":"start","content-state":{}}} --channel news"#, #"01:00:00  push dropped by iOS, silently on a phone: a broadcast channel may update or end activities, never start one"#),
    ]

    /// Pushes from files: a `.json` payload or a Simulator `.apns` file, and paths that are no payload file.
    static let filePushes: [BadInput] = [
        BadInput(
            pushFile: "huge.json", holding: String(repeating: " ", count: 65_537),
            #"error: 'huge.json' is larger than 65536 bytes, the most read as a payload file (.json or .apns) — give a smaller file"#),
        BadInput(#"push nofile.json"#, #"error: no file 'nofile.json' (looked for {folder}/nofile.json) — give a payload file (.json or .apns), or the JSON itself"#),
        BadInput(#"push /dev/zero"#, #"error: '/dev/zero' is not a regular file — give a payload file (.json or .apns), or the JSON itself"#),
        BadInput(#"push /nonexistent/dir/x.json"#, #"error: no file '/nonexistent/dir/x.json' (looked for /nonexistent/dir/x.json) — give a payload file (.json or .apns), or the JSON itself"#),
        BadInput(#"push payloads"#, #"error: 'payloads' is a folder — name a payload file (.json or .apns) in it"#),
        BadInput(
            pushFile: #"payload.json"#, holding: #"{"#,
            #"01:00:00  push dropped by iOS, silently on a phone: malformed JSON at line 1, column 2: expected a quoted key, found end of input"#),
        BadInput(
            pushFile: #"payload.json"#, holding: #""#,
            #"01:00:00  push refused by APNs (400 PayloadEmpty): the payload is empty; send a JSON object with an aps dictionary"#),
        BadInput(
            pushFile: #"payload.json"#, holding: #"[1, 2]"#,
            #"01:00:00  push dropped by iOS, silently on a phone: the payload is an array, not a JSON object"#),
        BadInput(
            pushFile: #"payload.json"#, holding: #"{"aps": {"timestamp": 1777080000, "event": "update", "content-state": {"step": "onTheWay", "etaSeconds": 1.5, "driverLocation": "x", "progress": 0.5}}}"#,
            #"01:00:00  push dropped by iOS, silently on a phone: content-state.etaSeconds: expected an integer, found 1.5"#),
        BadInput(
            pushFile: #"payload.json"#, holding: #"{"aps": {"timestamp": 1777080000, "event": "update", "content-state": {"step": "onTheWay", "etaSeconds": 720, "driverLocation": "x", "progress": 1e400}}}"#,
            #"01:00:00  push dropped by iOS, silently on a phone: content-state.progress: expected a number that fits in Double, found 1e400"#),
        BadInput(
            pushFile: #"payload.json"#, holding: #"{"aps": {"timestamp": 1777080000, "event": "update", "content-state": {"step": "onTheWay", "etaSeconds": 720, "driverLocation": "x"}}}"#,
            #"01:00:00  push dropped by iOS, silently on a phone: content-state.progress: missing key 'progress' (a number)"#),
        BadInput(
            pushFile: #"payload.json"#, holding: #"{"aps": {"timestamp": 1777080000, "event": "update", "content-state": {"step": "onTheWay", "etaSeconds": 720, "driverLocation": 3, "progress": 0.5}}}"#,
            #"01:00:00  push dropped by iOS, silently on a phone: content-state.driverLocation: expected a string, found a number"#),
        BadInput(
            pushFile: #"payload.json"#, holding: #"{"aps": {"timestamp": 1777080000, "event": "stop", "content-state": {}}}"#,
            #"01:00:00  push dropped by iOS, silently on a phone: aps.event must be start, update or end, not "stop""#),
        BadInput(
            pushFile: #"payload.json"#, holding: #"{"aps": {"timestamp": 1777000000, "event": "update", "content-state": {"step": "onTheWay", "etaSeconds": 720, "driverLocation": "x", "progress": 0.5}}}"#,
            #"01:00:00  push dropped by iOS, silently on a phone: aps.timestamp 2026-04-24T03:06:40Z is older than #1's last update (2026-04-25T01:00:00Z); iOS keeps the newer content"#),
        BadInput(
            pushFile: #"payload.json"#, holding: #"{"aps": {"event": "update", "content-state": {"step": "onTheWay", "etaSeconds": 720, "driverLocation": "x", "progress": 0.5}}}"#,
            #"01:00:00  push dropped by iOS, silently on a phone: aps.timestamp is missing; ActivityKit needs it to put updates in order"#),
        BadInput(
            pushFile: #"payload.json"#, holding: #"{"aps": {"timestamp": 1777080000, "event": "start", "attributes-type": "DeliveryAttributes", "attributes": {"orderNumber": "B-1"}, "content-state": {"step": "preparing", "etaSeconds": 60, "driverLocation": "x", "progress": 0}, "alert": {"title": "a", "body": "b"}}}"#,
            #"01:00:00  push dropped by iOS, silently on a phone: attributes.restaurantName: missing key 'restaurantName' (a string)"#),
        BadInput(
            pushFile: #"payload.json"#, holding: #"{"aps": {"timestamp": 1777080000, "event": "start", "attributes-type": "DeliveryAttributes", "attributes": {"orderNumber": "B-1", "restaurantName": "R", "totalItems": 2.5}, "content-state": {"step": "preparing", "etaSeconds": 60, "driverLocation": "x", "progress": 0}, "alert": {"title": "a", "body": "b"}}}"#,
            #"01:00:00  push dropped by iOS, silently on a phone: attributes.totalItems: expected an integer, found 2.5"#),
        BadInput(
            pushFile: #"payload.apns"#, holding: #"{"Simulator Target Bundle": "com.other.app", "aps": {"timestamp": 1777080000, "event": "update", "content-state": {"step": "onTheWay", "etaSeconds": 720, "driverLocation": "x", "progress": 0.5}}}"#,
            #"01:00:00  push dropped by iOS, silently on a phone: the .apns file targets com.other.app, not the app under test (com.example.tapbench.sample)"#),
        BadInput(
            pushFile: #"payload.apns"#, holding: #"not json at all"#,
            #"01:00:00  push dropped by iOS, silently on a phone: malformed JSON at line 1, column 1: expected 'null'"#),
    ]
}
