//! Load for a relay: N games at once through it, each a key exchange and M turns each way,
//! for scripts/relay-load.sh (docs/network.md, "What a relay costs"). Not a test: it is run by
//! hand, against a relay on this machine's loopback only.
//!
//! `cargo run --release -p morris-net --example load -- 127.0.0.1:4319 200 60 50`
//! (relay, games, turns each way, milliseconds between turns).
#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::sync::{Arc, Barrier};
use std::thread;
use std::time::{Duration, Instant};

use morris_net::{Cancel, Code, Listener, Options, Via, join_with};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let relay = args
        .first()
        .cloned()
        .unwrap_or_else(|| "127.0.0.1:4319".into());
    let games: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(200);
    let turns: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(60);
    let pause = Duration::from_millis(args.get(3).and_then(|s| s.parse().ok()).unwrap_or(50));
    let host = relay.parse::<std::net::SocketAddr>().expect("an address");
    assert!(
        host.ip().is_loopback(),
        "load only a relay on this machine's loopback"
    );
    let via = Via::Relay(relay);
    let opts = Options {
        handshake_timeout: Duration::from_secs(60),
        join_wait: Duration::from_secs(60),
        ..Options::default()
    };
    // Every game linked before any plays, and every game open until all have played: the
    // relay holds all of them at once.
    let linked = Arc::new(Barrier::new(games * 2 + 1));
    let played = Arc::new(Barrier::new(games * 2 + 1));
    let start = Instant::now();
    let mut threads = Vec::new();
    for _ in 0..games {
        let mut listener = Listener::bind(&via, &opts).expect("registered at the relay");
        let code = Code::generate(listener.nameplate());
        let (b1, b2) = (linked.clone(), played.clone());
        let c2 = code.clone();
        threads.push(thread::spawn(move || {
            let mut link = listener.accept(&c2).expect("the host's link");
            b1.wait();
            let mut worst = Duration::ZERO;
            let mut total = Duration::ZERO;
            for turn in 0..turns {
                let sent = Instant::now();
                link.send(format!("turn {turn}: a1-a4 xd7").as_bytes())
                    .unwrap();
                let back = link.recv().unwrap();
                let rtt = sent.elapsed();
                assert!(back.starts_with(b"turn"));
                worst = worst.max(rtt);
                total += rtt;
                thread::sleep(pause);
            }
            b2.wait();
            (total, worst)
        }));
        let (via, opts) = (via.clone(), opts.clone());
        let (b1, b2) = (linked.clone(), played.clone());
        threads.push(thread::spawn(move || {
            let mut link =
                join_with(&via, &code, &opts, &Cancel::new()).expect("the friend's link");
            b1.wait();
            for _ in 0..turns {
                let got = link.recv().unwrap();
                link.send(&got).unwrap();
            }
            b2.wait();
            (Duration::ZERO, Duration::ZERO)
        }));
    }
    linked.wait();
    let linked_at = start.elapsed();
    println!("linked: {games} games at once through the relay in {linked_at:.2?}");
    played.wait();
    let mut total = Duration::ZERO;
    let mut worst = Duration::ZERO;
    for t in threads {
        let (sum, w) = t.join().unwrap();
        total += sum;
        worst = worst.max(w);
    }
    let rounds = (games * turns).max(1) as u32;
    println!(
        "played: {turns} turns each way in every game; a turn there and back through the relay: \
         mean {:.2?}, worst {worst:.2?}",
        total / rounds
    );
}
