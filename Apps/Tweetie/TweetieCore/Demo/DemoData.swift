import Foundation

/// The demo's made-up list: its members and their tweets, written for this project (no
/// real people or recorded data). The text is chosen to exercise the reader: accents,
/// CJK, Cyrillic, emoji (with skin tones, ZWJ sequences and flags), long tweets that
/// wrap, URLs and mentions, and a member whose bio holds terminal escape sequences.
public enum DemoData {
    /// The demo list, `rxmvvm/reactive-swift`.
    public static let list = ListIdentifier(username: "rxmvvm", slug: "reactive-swift")

    /// The demo account's status: authorized with the token `demo`.
    public static let accountStatus = TwitterAccount.AccountStatus.authorized("demo")

    /// How many of the newest tweets the list timeline holds back at first, to reveal
    /// `revealedPerPoll` at a time as the reader polls.
    public static let heldBackCount = 12

    /// How many held-back tweets each poll reveals.
    public static let revealedPerPoll = 3

    /// One list member.
    struct Member {
        let id: Int64
        let screenName: String
        let name: String
        let bio: String
        let url: String?
    }

    /// One tweet: who wrote it and what it says.
    struct Post {
        let author: String
        let text: String
    }

    static let members: [Member] = [
        Member(id: 7_000_001, screenName: "rxmvvm", name: "RxMVVM",
               bio: "A reactive MVVM stack for Swift on Linux. This list: people who think in streams.",
               url: "https://example.org/rxmvvm"),
        Member(id: 7_000_002, screenName: "marta_reactiva", name: "Marta Íñiguez",
               bio: "Streams, not callbacks. Café ☕, código y flamenco en Sevilla. Ella/she.",
               url: "https://example.org/marta"),
        Member(id: 7_000_003, screenName: "kenji_obs", name: "山田健二",
               bio: "観測可能なものはすべて観測する。Swift と Rx が好きです。東京在住 🗼",
               url: nil),
        Member(id: 7_000_004, screenName: "eli_hart", name: "Eli 🦊 Hart",
               bio: "I build UIs that react ⚡️ — schedulers, side effects & sourdough 🍞",
               url: "https://example.org/eli"),
        Member(id: 7_000_005, screenName: "zoe_orsted", name: "Zoë Ørsted",
               bio: "Back-pressure, bad puns and bicycles. København 🇩🇰🚲",
               url: nil),
        Member(id: 7_000_006, screenName: "lin_wei", name: "林伟",
               bio: "函数式响应式编程爱好者。写代码，也写诗。🐉",
               url: nil),
        Member(id: 7_000_007, screenName: "dmitri_volkov", name: "Дмитрий Волков",
               bio: "Реактивное программирование каждый день. Swift, Kotlin, чай.",
               url: "https://example.org/dmitri"),
        Member(id: 7_000_008, screenName: "priya_streams", name: "Priya Raman",
               bio: "Testing async code so you don't have to. Marble diagrams are my love language. 👩🏽‍💻",
               url: nil),
        Member(id: 7_000_009, screenName: "mallory_test", name: "Mallory",
               bio: "Totally normal bio\u{1B}]0;pwned\u{07} nothing to see here\u{1B}[2J\u{1B}[31m red alert\u{1B}[0m",
               url: nil),
    ]

    /// The tweets, oldest first.
    static let posts: [Post] = [
        Post(author: "rxmvvm", text: "Welcome to the reactive-swift list! Everyone here writes about streams, schedulers and view models. Say hi 👋"),
        Post(author: "marta_reactiva", text: "Buenos días desde Sevilla ☀️ Today's plan: replace three nested callbacks with one flatMapLatest."),
        Post(author: "kenji_obs", text: "おはようございます！今日は Observable の合成について書きます。"),
        Post(author: "eli_hart", text: "Hot take: most \"state management\" bugs are really \"I subscribed twice\" bugs. share() your sources, friends."),
        Post(author: "zoe_orsted", text: "Rode to the office in the rain again. The bike is fine; my back-pressure is not 🚲💦"),
        Post(author: "lin_wei", text: "今天把一个回调地狱改成了响应式流，代码少了一半，心情好了一倍。"),
        Post(author: "dmitri_volkov", text: "Доброе утро! Сегодня разбираемся, почему debounce и throttle — это не одно и то же."),
        Post(author: "priya_streams", text: "Reminder: if your test needs sleep(1) to pass, it needs a TestScheduler instead. Virtual time is free ⏱️"),
        Post(author: "rxmvvm", text: "New in RxMVVM: a terminal UI toolkit with table views, navigation and .rx bindings. Docs at https://example.org/rxmvvm/terminal-ui"),
        Post(author: "marta_reactiva", text: "@eli_hart totally agree. Half of my code reviews this week were \"why does this request run twice?\" 😅"),
        Post(author: "kenji_obs", text: "combineLatest と zip の違いを図で説明してみました → https://example.org/kenji/zip-vs-combinelatest"),
        Post(author: "eli_hart", text: "@marta_reactiva the second half were \"why does this request never run?\" (nobody subscribed) 🙃"),
        Post(author: "zoe_orsted", text: "Today I learned that København has more bikes than people. Also that my observable had more subscribers than I thought."),
        Post(author: "mallory_test", text: "Just testing whether your reader sanitizes text\u{1B}[2J\u{1B}[H — if the screen cleared, it doesn't."),
        Post(author: "lin_wei", text: "写了一首关于调度器的小诗：主线程忙碌，后台线程安静；事件如雨，落在各自的队列里。🌧️"),
        Post(author: "dmitri_volkov", text: "@kenji_obs отличная схема! Можно перевести её на русский для нашего митапа?"),
        Post(author: "priya_streams", text: "A marble diagram is worth a thousand print statements. --a--b--c--| becomes obvious; your logs never will."),
        Post(author: "rxmvvm", text: "Design note: view models get everything through their init — API, store, scheduler — so tests can swap each one."),
        Post(author: "marta_reactiva", text: "Pregunta del día: ¿BehaviorRelay o PublishRelay para el texto de búsqueda? Spoiler: depende de si necesitas el valor inicial."),
        Post(author: "kenji_obs", text: "@dmitri_volkov もちろんです！ぜひ使ってください 🙏"),
        Post(author: "eli_hart", text: "My sourdough starter has better error handling than the app I'm debugging. At least it fails loudly 🍞🔥"),
        Post(author: "zoe_orsted", text: "Pun of the day: I told my scheduler a joke, but it only laughed on the main thread."),
        Post(author: "lin_wei", text: "@zoe_orsted 哈哈哈，这个笑话我要在明天的分享会上用 😂"),
        Post(author: "dmitri_volkov", text: "Чай заварен, тесты зелёные, релиз в пятницу. Что может пойти не так? ☕✅"),
        Post(author: "priya_streams", text: "Long thread incoming, because someone asked how to test a polling timer without waiting thirty real seconds: you inject the scheduler, you schedule the ticks in virtual time, you assert on the recorded events at 210, 240 and 270, and the whole test runs in under a millisecond. 🧵"),
        Post(author: "priya_streams", text: "…and the best part: the same test also proves you stop polling when paused, because you can pause at virtual 250 and assert that nothing arrives at 270. No flakes, no sleeps."),
        Post(author: "rxmvvm", text: "The terminal reader wraps long tweets by grapheme width, so 日本語, emoji 👩‍👩‍👧‍👦 and flags 🇯🇵🇧🇷 all line up."),
        Post(author: "marta_reactiva", text: "Café con leche, teclado mecánico y un Observable que por fin se completa. Así da gusto empezar el lunes ☕⌨️"),
        Post(author: "kenji_obs", text: "今日のメモ：Driver はメインスレッドで値を届け、エラーを出さず、共有される。UI バインディングにぴったり。"),
        Post(author: "eli_hart", text: "Writing a talk called \"Disposal: the other half of subscription\". Would you come? 🦊"),
        Post(author: "zoe_orsted", text: "@eli_hart only if there's a slide that just says DisposeBag() in 200pt font."),
        Post(author: "lin_wei", text: "响应式编程的第一课：一切皆是流。第二课：记得取消订阅。"),
        Post(author: "dmitri_volkov", text: "Нашёл утечку памяти: замыкание захватывало self. [weak self] спешит на помощь 🦸"),
        Post(author: "mallory_test", text: "Another perfectly innocent tweet\u{1B}]0;owned\u{07} with a title escape in the middle."),
        Post(author: "priya_streams", text: "Test names should read like specs: test_whenPaused_stopsPolling tells me more than testPolling2."),
        Post(author: "rxmvvm", text: "Storage note: tweets are kept in SQLite per list, so the reader opens instantly with what you saw last time, even offline."),
        Post(author: "marta_reactiva", text: "¿Alguien más piensa que retry(3) sin backoff es una forma educada de hacer un ataque DoS a tu propio servidor? 🤔"),
        Post(author: "kenji_obs", text: "@marta_reactiva 本当にそうですね。指数バックオフとジッターは必須です。"),
        Post(author: "eli_hart", text: "Today's bug: a Timer firing on a background queue and updating the UI. Today's fix: observe(on: MainScheduler.instance). Today's lesson: read the threading docs first."),
        Post(author: "zoe_orsted", text: "Bicycle maintenance and code review have a lot in common: small regular fixes beat one big painful overhaul. 🔧"),
        Post(author: "lin_wei", text: "今天学会了 distinctUntilChanged，界面不再闪烁了。小小的操作符，大大的幸福。✨"),
        Post(author: "dmitri_volkov", text: "@priya_streams полностью согласен. Имя теста — это документация, которую читают чаще всего."),
        Post(author: "priya_streams", text: "@dmitri_volkov спасибо! (I used a translator, please forgive my Russian 🙏)"),
        Post(author: "rxmvvm", text: "Offline? The reader keeps showing stored tweets, tells you it's offline, and resumes polling when the network comes back."),
        Post(author: "marta_reactiva", text: "Hoy he aprendido que «ñ» ocupa una columna en la terminal pero dos bytes en UTF-8. La vida es complicada."),
        Post(author: "kenji_obs", text: "日本語のツイートが長くなると、ターミナルでの折り返しが難しくなります。全角文字は二列分の幅があるからです。このツイートはそれを試すためにわざと長く書いています。"),
        Post(author: "eli_hart", text: "Accessibility reminder: colour is decoration, not information. Your error banner needs words too."),
        Post(author: "zoe_orsted", text: "Smørrebrød for lunch, flatMap for dinner. Balanced diet. 🥪"),
        Post(author: "lin_wei", text: "@kenji_obs 中文也一样，每个汉字占两列。我们写了一个小测试专门检查这个。"),
        Post(author: "dmitri_volkov", text: "Пятница. Релиз. Всё зелёное. Подозрительно. 🤨"),
        Post(author: "priya_streams", text: "PSA: a Single that never emits is not a bug in Single, it's a missing timeout in your code."),
        Post(author: "rxmvvm", text: "Under the hood: list timelines are diffed with Heckel's algorithm, so new tweets slide in without redrawing everything."),
        Post(author: "marta_reactiva", text: "@rxmvvm ¡Qué bonito! ¿Funciona también con listas de 10.000 tuits?"),
        Post(author: "rxmvvm", text: "@marta_reactiva yes — linear time, and only the rows on screen are drawn."),
        Post(author: "kenji_obs", text: "週末は鎌倉でコーヒーとコード。海を見ながら Observable.interval を書くのは最高です 🌊"),
        Post(author: "eli_hart", text: "Thread on naming: call it `isLoading`, not `loadingStatusFlagObservableDriver`. Your future self thanks you."),
        Post(author: "zoe_orsted", text: "Fun fact: ø, æ and å sort after z in Danish. Fun bug: they don't in your database unless you ask nicely."),
        Post(author: "lin_wei", text: "春天来了，代码也要发芽。🌱 新项目用 MVVM，从第一天就写测试。"),
        Post(author: "dmitri_volkov", text: "Релиз прошёл успешно. Подозрения не подтвердились. Иду пить чай. 🎉"),
        Post(author: "priya_streams", text: "Flaky test triage, step 1: search the test for Date(). Step 2: replace it with an injected clock. Step 3: there is no step 3."),
        Post(author: "mallory_test", text: "Tabs\tand\tcarriage\rreturns are fun too, aren't they?"),
        Post(author: "rxmvvm", text: "Rate limited by the API? The reader shows when it will try again and keeps what's on screen. No spinning forever."),
        Post(author: "marta_reactiva", text: "Mi abuela decía «no dejes para mañana lo que puedas disponer hoy». Creo que hablaba de suscripciones. 👵"),
        Post(author: "kenji_obs", text: "@marta_reactiva おばあさん、賢いですね 😄"),
        Post(author: "eli_hart", text: "Pairing with @priya_streams today on marble tests for our search screen. Debounce in virtual time is pure magic ✨"),
        Post(author: "priya_streams", text: "@eli_hart 300 ms of debounce, tested in 0 ms of real time. Science. 🧪"),
        Post(author: "zoe_orsted", text: "Read https://example.org/zoe/backpressure-explained if you've ever wondered why your buffer grew to 2 GB overnight."),
        Post(author: "lin_wei", text: "今天的诗：订阅如约定，取消如告别；流水不回头，事件各有时。"),
        Post(author: "dmitri_volkov", text: "Вопрос дня: flatMap, concatMap или flatMapLatest для поиска? Ответ: flatMapLatest, и не спорьте. 😄"),
        Post(author: "rxmvvm", text: "Tip: press ? in the terminal reader to see every key each screen understands."),
        Post(author: "marta_reactiva", text: "Escribiendo un artículo largo sobre cómo migramos una app entera de delegados y notificaciones a flujos reactivos, con todos los errores que cometimos por el camino, que fueron muchos, y lo que aprendimos de cada uno. Pronto en https://example.org/marta/migracion"),
        Post(author: "kenji_obs", text: "新しいブログ記事：「テスト可能なビューモデルの作り方」→ https://example.org/kenji/testable-view-models"),
        Post(author: "eli_hart", text: "🦊 + ☕ + 🧪 = a productive Tuesday"),
        Post(author: "zoe_orsted", text: "@lin_wei your poems are the only thing in my feed that make schedulers sound romantic 💙"),
        Post(author: "lin_wei", text: "@zoe_orsted 谢谢！下一首写 backpressure 😂"),
        Post(author: "dmitri_volkov", text: "Киев, Москва, Минск — неважно, где ты; важно, на каком потоке ты обновляешь UI. 🧵"),
        Post(author: "priya_streams", text: "Coverage is a flashlight, not a trophy. Point it at the code paths your users actually walk."),
        Post(author: "rxmvvm", text: "Coming up next: person timelines — press Enter on a member to read their tweets. 👀"),
        Post(author: "marta_reactiva", text: "Ya está publicado el artículo 🎉 Gracias a @kenji_obs y @zoe_orsted por las revisiones."),
        Post(author: "kenji_obs", text: "@marta_reactiva おめでとうございます！🎉"),
        Post(author: "eli_hart", text: "Shipped! The new settings screen is one view model, six inputs, four outputs, zero callbacks. 🚀"),
        Post(author: "zoe_orsted", text: "Sunset over the harbour, laptop closed, no notifications. Reactive to nothing for once 🌅"),
        // Widths terminals disagree on (tmux 3.3 draws ⬆️ and 1️⃣ in one column): the
        // words after them must stay in place, on every screen the reader comes back to.
        Post(author: "kenji_obs", text: "Three steps: 1️⃣ subscribe, 2️⃣ observe on main ⬆️ then 3️⃣ dispose. Keycaps and arrows, a test for your terminal."),
        Post(author: "lin_wei", text: "新的一周，新的流。祝大家编码愉快！🎋"),
        Post(author: "dmitri_volkov", text: "@eli_hart поздравляю! Ноль колбэков — это мечта. 🚀"),
        Post(author: "priya_streams", text: "Just watched a junior dev write their first TestScheduler test and say \"wait, that's it?\". Best moment of my week 💜"),
        Post(author: "rxmvvm", text: "Thanks for reading along! New tweets pour in as the reader polls — watch the top of the list. ⬆️"),
        Post(author: "marta_reactiva", text: "Última hora: el café de la oficina ahora es reactivo. Se prepara solo cuando alguien se suscribe. ☕📡"),
        Post(author: "kenji_obs", text: "速報：東京は雨です。でもテストは晴れ（全部グリーン）☔️✅"),
        Post(author: "eli_hart", text: "Live from the meetup: @zoe_orsted explaining back-pressure with a garden hose. Standing ovation 👏🏼"),
        Post(author: "zoe_orsted", text: "@eli_hart the hose was a metaphor. The wet floor was not. Sorry, venue staff 💦"),
        Post(author: "lin_wei", text: "刚刚发布了新版本，更新日志在这里：https://example.org/linwei/changelog 🐉"),
        Post(author: "dmitri_volkov", text: "Только что: первый пул-реквест от нового участника, с тестами. Прекрасный день. 🌟"),
        Post(author: "priya_streams", text: "Breaking: a test that was flaky for two years is green 500 times in a row after injecting the scheduler. I may cry. 🥲"),
        Post(author: "rxmvvm", text: "That's everything for now — you've caught up with the whole list. 🎉"),
    ]

    /// The member with `screenName`.
    static func member(_ screenName: String) -> Member? {
        members.first { $0.screenName == screenName }
    }

    /// The id of the `index`-th tweet (oldest first): large and increasing, like Twitter's.
    static func tweetID(_ index: Int) -> Int64 {
        1_860_000_000_000_000_000 + Int64(index) * 7_919_000
    }
}
