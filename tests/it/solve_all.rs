//! `morris solve --all` (issue 40): every class of the moving phase of a small rule set, into
//! the cache; stopped with kill -9 half-way and resumed, the same files as solved in one go; a
//! damaged file, a truncated one and one of other rules refused and solved again.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::collections::BTreeMap;
use std::path::Path;

use crate::common::{binary, files_below, morris_in};

/// The rule set: the 24-point board with 4 pieces a side (3v3, 4v3, 3v4, 4v4).
const ARGS: [&str; 4] = ["solve", "--all", "--pieces", "4"];

/// The classes' files below `home`, by their path in the cache folder (the rules' folder and
/// the class), each without its seal (the last 32 bytes: a key of the user's own, different
/// in each home).
fn tables(home: &Path) -> BTreeMap<String, Vec<u8>> {
    let cache = home.join("cache");
    files_below(&cache)
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == "tb"))
        .map(|p| {
            let mut bytes = std::fs::read(&p).unwrap();
            bytes.truncate(bytes.len().saturating_sub(32));
            let name = p
                .strip_prefix(&cache)
                .unwrap()
                .to_string_lossy()
                .into_owned();
            (name, bytes)
        })
        .collect()
}

/// The file of class `name` (`3v4.tb`) of the rules of [`ARGS`]: the folder with a 4v4.
fn file(home: &Path, name: &str) -> std::path::PathBuf {
    files_below(&home.join("cache"))
        .into_iter()
        .find(|p| p.ends_with("4v4.tb"))
        .unwrap()
        .with_file_name(name)
}

/// The table's line of class `c`.
fn line<'a>(out: &'a str, c: &str) -> &'a str {
    out.lines()
        .find(|l| l.starts_with(&format!("{c} ")))
        .unwrap_or_else(|| panic!("no line for {c} in {out}"))
}

#[test]
fn every_class_is_solved_said_first_and_read_back_the_next_time() {
    let home = tempfile::tempdir().unwrap();
    let (code, out, err) = morris_in(home.path(), &ARGS, b"");
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with(
            "Nine Men's Morris: 4 classes of the moving phase, 4.90 M positions up to symmetry; \
             0 of them in the cache already"
        ),
        "{out}"
    );
    assert!(out.contains("about 6.4 MB of disk ("), "{out}");
    assert!(out.contains("of memory (for 4v4)"), "{out}");
    assert!(
        out.contains("the same command goes on from the last class kept"),
        "{out}"
    );
    // The figures of docs/analysis.md.
    assert!(
        line(&out, "3v3").contains("2691920      2232160 (82.92 %)       455648 (16.93 %)"),
        "{out}"
    );
    assert!(
        out.contains("\nevery class solved: 4.90 M positions in "),
        "{out}"
    );
    // Not a tty: the progress in plain lines on standard error.
    assert!(
        err.contains("4v4 [##########          ]  50% of 3.22 M positions"),
        "{err}"
    );
    assert_eq!(tables(home.path()).len(), 4);
    let (code, again, err) = morris_in(home.path(), &ARGS, b"");
    assert_eq!(code, 0, "{err}");
    assert!(again.contains("4 of them in the cache already"), "{again}");
    for c in ["3v3", "4v3", "3v4", "4v4"] {
        assert!(line(&again, c).ends_with("in the cache"), "{again}");
    }
    assert!(again.ends_with("every class solved\n"), "{again}");
}

/// Memory bounded: a class that needs more than `--memory` allows is not started; what came
/// before it is kept, and the same command with room goes on from there.
#[test]
fn a_class_that_needs_more_memory_than_allowed_is_not_started() {
    let home = tempfile::tempdir().unwrap();
    let (code, out, err) = morris_in(home.path(), &[&ARGS[..], &["--memory", "16"]].concat(), b"");
    assert_eq!(code, 1, "{err}");
    assert!(
        out.contains(
            "\n4v4 needs about 17.1 MB of memory, more than the 16.0 MB allowed (--memory)"
        ),
        "{out}"
    );
    assert!(line(&out, "3v4").contains("s of CPU"), "{out}");
    assert_eq!(tables(home.path()).len(), 3);
    let (code, out, err) = morris_in(home.path(), &ARGS, b"");
    assert_eq!(code, 0, "{err}");
    assert!(line(&out, "4v3").ends_with("in the cache"), "{out}");
    assert!(line(&out, "4v4").ends_with("s of CPU"), "{out}");
}

#[test]
fn killed_half_way_and_resumed_it_keeps_the_same_files_as_in_one_go() {
    let whole = tempfile::tempdir().unwrap();
    let (code, _, err) = morris_in(whole.path(), &ARGS, b"");
    assert_eq!(code, 0, "{err}");
    let truth = tables(whole.path());
    assert_eq!(truth.len(), 4);

    let home = tempfile::tempdir().unwrap();
    let mut child = binary(home.path())
        .env("XDG_CACHE_HOME", home.path().join("cache"))
        .args(ARGS)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    // Killed (SIGKILL: nothing of its own runs) once the first class is kept.
    let start = std::time::Instant::now();
    while tables(home.path()).is_empty() && start.elapsed().as_secs() < 60 {
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    let kept = tables(home.path());
    assert!(!kept.is_empty() && kept.len() < 4, "{:?}", kept.keys());
    // What was kept is whole: each file is the one solved in one go.
    for (name, bytes) in &kept {
        assert_eq!(Some(bytes), truth.get(name), "{name}");
    }
    let (code, out, err) = morris_in(home.path(), &ARGS, b"");
    assert_eq!(code, 0, "{err}");
    assert!(line(&out, "3v3").ends_with("in the cache"), "{out}");
    assert!(!line(&out, "4v4").ends_with("in the cache"), "{out}");
    assert_eq!(tables(home.path()), truth);
}

#[test]
fn a_damaged_truncated_or_foreign_file_is_refused_and_solved_again() {
    let home = tempfile::tempdir().unwrap();
    let (code, _, err) = morris_in(home.path(), &ARGS, b"");
    assert_eq!(code, 0, "{err}");
    let truth = tables(home.path());
    // A byte flipped in 3v4, 4v4 cut short, and 3v3 replaced by the 3v3 of other rules
    // (flying off: a file of this user's, whole and sealed, but of another folder).
    let flipped = file(home.path(), "3v4.tb");
    let mut bytes = std::fs::read(&flipped).unwrap();
    let mid = bytes.len() / 2;
    bytes[mid] ^= 0x20;
    std::fs::write(&flipped, bytes).unwrap();
    let cut = file(home.path(), "4v4.tb");
    let bytes = std::fs::read(&cut).unwrap();
    std::fs::write(&cut, &bytes[..bytes.len() - 100]).unwrap();
    let ours = file(home.path(), "3v3.tb");
    let other = ["solve", "--all", "--pieces", "3", "--no-flying"];
    let (code, _, err) = morris_in(home.path(), &other, b"");
    assert_eq!(code, 0, "{err}");
    let foreign = files_below(&home.path().join("cache"))
        .into_iter()
        .find(|p| p.ends_with("3v3.tb") && *p != ours)
        .unwrap();
    std::fs::copy(&foreign, &ours).unwrap();

    let (code, out, err) = morris_in(home.path(), &ARGS, b"");
    assert_eq!(code, 0, "{err}");
    for c in ["3v3", "4v3", "3v4", "4v4"] {
        assert!(
            !line(&out, c).ends_with("in the cache"),
            "{c} believed: {out}"
        );
    }
    assert!(err.contains("3v4 in the cache was refused"), "{err}");
    assert!(err.contains("4v4 in the cache was refused"), "{err}");
    let now = tables(home.path());
    for (name, bytes) in &truth {
        assert_eq!(now.get(name), Some(bytes), "{name}");
    }
}

/// `--class AvB --out DIR`: one class as a job of its own, the classes below it read from the
/// folder (which keeps its own seal key, so that it can travel); the files are those `--all`
/// makes, and a class whose inputs are missing says which to solve first.
#[test]
fn one_class_at_a_time_into_a_folder_gives_the_files_of_all() {
    let whole = tempfile::tempdir().unwrap();
    let (code, _, err) = morris_in(whole.path(), &ARGS, b"");
    assert_eq!(code, 0, "{err}");
    let truth: Vec<Vec<u8>> = tables(whole.path()).into_values().collect();

    let home = tempfile::tempdir().unwrap();
    let dir = home.path().join("jobs");
    let dir_s = dir.to_str().unwrap();
    let job = |class: &str| {
        morris_in(
            home.path(),
            &["solve", "--pieces", "4", "--class", class, "--out", dir_s],
            b"",
        )
    };
    let (code, _, err) = job("4v4");
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("3v4 is needed first (a capture from 4v4 leads there): solve it into the same folder (morris solve --class 4v3 --variant nine --pieces 4)"),
        "{err}"
    );
    let (code, _, err) = job("five v four");
    assert_eq!(code, 2);
    assert!(
        err.contains("\"five v four\" is not a class of Nine Men's Morris"),
        "{err}"
    );
    for c in ["3v3", "4v3", "4v4"] {
        let (code, out, err) = job(c);
        assert_eq!(code, 0, "{c}: {err}");
        assert!(line(&out, c).ends_with("s of CPU"), "{out}");
    }
    assert!(dir.join("tables.key").exists());
    let cache = home.path().join("cache");
    assert!(!cache.exists() || files_below(&cache).is_empty());
    let mut made: Vec<Vec<u8>> = files_below(&dir)
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == "tb"))
        .map(|p| {
            let mut b = std::fs::read(p).unwrap();
            b.truncate(b.len() - 32);
            b
        })
        .collect();
    let mut truth = truth;
    made.sort();
    truth.sort();
    assert_eq!(made, truth);
    // Again: read from the folder, not solved.
    let (code, out, err) = job("4v4");
    assert_eq!(code, 0, "{err}");
    assert!(line(&out, "4v4").ends_with("in the folder"), "{out}");
}

/// `--plan --json` says the jobs a scheduler runs as `--class` jobs, each after what it needs;
/// `--all --up-to` solves only a unit and what it needs (the one-process run a distributed one
/// is compared with, docs/analysis.md "Beyond one machine").
#[test]
fn the_plan_s_jobs_in_its_order_give_the_files_of_all_up_to_a_class() {
    let home = tempfile::tempdir().unwrap();
    let (code, out, err) = morris_in(
        home.path(),
        &[
            "solve", "--plan", "--json", "--pieces", "4", "--up-to", "3v4",
        ],
        b"",
    );
    assert_eq!(code, 0, "{err}");
    let plan: serde_json::Value = serde_json::from_str(&out).unwrap();
    let units: Vec<&str> = plan["units"]
        .as_array()
        .unwrap()
        .iter()
        .map(|u| u["unit"].as_str().unwrap())
        .collect();
    assert_eq!(units, ["3v3", "4v3"]);
    assert_eq!(plan["units"][1]["needs"], serde_json::json!(["3v3"]));

    let dir = home.path().join("jobs");
    let dir_s = dir.to_str().unwrap();
    for u in &units {
        let (code, _, err) = morris_in(
            home.path(),
            &["solve", "--pieces", "4", "--class", u, "--out", dir_s],
            b"",
        );
        assert_eq!(code, 0, "{u}: {err}");
    }
    let whole = home.path().join("whole");
    std::fs::create_dir_all(&whole).unwrap();
    // The same seal key, so that the files are the same bytes, seal and all.
    std::fs::copy(dir.join("tables.key"), whole.join("tables.key")).unwrap();
    let (code, out, err) = morris_in(
        home.path(),
        &[
            "solve",
            "--all",
            "--pieces",
            "4",
            "--up-to",
            "3v4",
            "--out",
            whole.to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("\nevery class up to 3v4 solved: "), "{out}");
    let files = |d: &Path| -> BTreeMap<std::path::PathBuf, Vec<u8>> {
        files_below(d)
            .into_iter()
            .filter(|p| p.extension().is_some_and(|e| e == "tb"))
            .map(|p| {
                (
                    p.strip_prefix(d).unwrap().to_path_buf(),
                    std::fs::read(&p).unwrap(),
                )
            })
            .collect()
    };
    let made = files(&dir);
    assert_eq!(made.len(), 3, "{:?}", made.keys());
    assert_eq!(made, files(&whole));
    let (code, _, err) = morris_in(home.path(), &["solve", "--up-to", "4v4"], b"");
    assert_eq!(code, 2);
    assert!(err.contains("--all|--plan"), "{err}");
}

/// One class is one class, not "1 classes".
#[test]
fn a_single_class_is_named_in_the_singular() {
    let home = tempfile::tempdir().unwrap();
    let (code, out, err) = morris_in(
        home.path(),
        &["solve", "--all", "--pieces", "3", "--up-to", "3v3"],
        b"",
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("Nine Men's Morris: 1 class of the moving phase (up to 3v3),"),
        "{out}"
    );
    // Tiny work is expected to take "under a second", not "about 0.0 s".
    assert!(out.contains(" under a second here with "), "{out}");
}

/// Ctrl-C half-way: one line says how many classes are kept and that the same command goes on;
/// it ends as Ctrl-C ends a program, and the same command goes on from the classes kept.
#[test]
fn interrupted_it_says_what_is_kept_and_the_same_command_goes_on() {
    use std::os::unix::process::ExitStatusExt;
    let home = tempfile::tempdir().unwrap();
    let child = binary(home.path())
        .env("XDG_CACHE_HOME", home.path().join("cache"))
        .args(ARGS)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Interrupted once the first class is kept.
    let start = std::time::Instant::now();
    while tables(home.path()).is_empty() && start.elapsed().as_secs() < 60 {
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    let pid = child.id().to_string();
    let sent = std::process::Command::new("kill")
        .args(["-INT", &pid])
        .status()
        .unwrap();
    assert!(sent.success());
    let done = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&done.stderr);
    assert_eq!(
        done.status.signal(),
        Some(2),
        "ended by SIGINT: {:?} {err}",
        done.status
    );
    let kept = tables(home.path()).len();
    assert!((1..4).contains(&kept), "{kept} kept: {err}");
    let said: Vec<&str> = err
        .lines()
        .filter(|l| l.starts_with("morris: interrupted"))
        .collect();
    assert_eq!(said.len(), 1, "{err}");
    assert!(
        said[0].starts_with(&format!("morris: interrupted: {kept} of the 4 classes ")),
        "{err}"
    );
    assert!(
        said[0].ends_with("; the same command goes on from there"),
        "{err}"
    );
    let (code, out, err) = morris_in(home.path(), &ARGS, b"");
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains(&format!("{kept} of them in the cache already")),
        "{out}"
    );
    assert!(line(&out, "3v3").ends_with("in the cache"), "{out}");
}
