#!/usr/bin/env bash
# Runs the reviewer over local checkouts of public apps (not part of CI; their code never enters
# this repository): `appintents lint` and `appintents metadata extract` over each, then findings by
# rule, crashes, and time and peak memory per app and per 1,000 Swift files.
#
#   scripts/real-apps.sh FOLDER [--binary PATH]
#
# FOLDER holds one checkout per app, named as below (e.g. FOLDER/IceCubesApp). A checkout with a
# .git folder is checked against the pinned commit; one without (from `git archive`) is taken as
# it is. The figures in docs/LINT.md ("Real apps") come from this script.
set -euo pipefail

usage() {
    echo "usage: scripts/real-apps.sh FOLDER [--binary PATH]" >&2
    echo "FOLDER holds checkouts named: ${!APPS[*]}" >&2
    exit 64
}

# name → repository and pinned commit
declare -A APPS=(
    [iOS]="home-assistant/iOS d722d7811aec72397d05837477c5f146943b6248"
    [amperfy]="BLeeEZ/amperfy d3513f8551f3613ee74f2ef6ca815d38564a6054"
    [IceCubesApp]="Dimillian/IceCubesApp 0fc41d2ced2e3e735bd9c42d5ae6dea16e63d618"
    [ghostty]="ghostty-org/ghostty 3b9c4e0ddbe953540243af89cf11fad26f297088"
    [Hamster]="imfuxiao/Hamster 65693706d01fc6c19ed6071968e542b0a2ef3f36"
    [Plash]="sindresorhus/Plash 364f3e1078a9d928216fa09edff4be35b7e6e813"
    [NetNewsWire]="Ranchero-Software/NetNewsWire 834decfad37802ef24d8a74897427a9eee57afdd"
    [MarkEdit]="MarkEdit-app/MarkEdit a13c0f23c17bfa386c84b2e78007befc68101e16"
    [kurozora-app]="Kurozora/kurozora-app dd9a0e47736d53ad61319c3c7b174442601e6745"
    [duckduckgo-iOS]="duckduckgo/iOS 7b3f6010d27a3a69fe92a2ad698543f2e67c8900"
    [pocket-casts-ios]="Automattic/pocket-casts-ios c23892d1f47bc44d422fa06c389b49820aa04dd3"
    [pocketpal-ai]="a-ghorbani/pocketpal-ai a3a4c34f500dc250c429f0007e1ef590f7e437d2"
    [Intentional]="chockenberry/Intentional 6cc88cfc146a8a6a7307095e59bbf5c50cc34b23"
    [IntentDemo]="Quppi/IntentDemo 439b64feb404b7c2ab75eea1c68b712044ba6553"
    [siriLearn]="sloth0713/siriLearn 62550b9d373f558eb4971e0031db7e6e1f6c12e6"
    [Adopting-App-Intents-to-support-system-experiences]="abhisekprusty977/Adopting-App-Intents-to-support-system-experiences 88e82ac1fb3baa85c01573cc2cee1b83ba8dc786"
    [ios-app-intents-sample]="kntkymt/ios-app-intents-sample 460d64a867623eaa0c92c518a78d40af766acc48"
    [AppIntentsSample]="mitsuharu/AppIntentsSample daf44f0e40de1de1decf270a8109d490b332cd02"
    [Gifski]="sindresorhus/Gifski f298f53bc52ddfa908db124800ae830f7a3003d2"
    [UTM]="utmapp/UTM e4a4c34b671284263fc69f81b607de494d7e9b65"
    [omnivore]="omnivore-app/omnivore 322ce62b2e09a4fc8f328dde6003e7066953a9ca"
    [Maccy]="p0deje/Maccy d994f91f11e4836d155f41119577237ce7d9d5b4"
    [CotEditor]="coteditor/CotEditor 611b0ce5cf6a7ade94535611aac10d9a169f0547"
    [VoiceInk]="Beingpax/VoiceInk d6da6ba864827a52e40114e395b3db988832b428"
    [Lunar]="alin23/Lunar 3e5024189914502d95c991f2d8d4c265b3a5add1"
    [foqos]="awaseem/foqos f02cf4e435b115c3d00b1981df26b562a112a849"
    [AltStore]="altstoreio/AltStore 5a0f2de77e0723bf782447edbc0ab2bc11688234"
    [PizzaHelperUnited]="pizza-studio/PizzaHelperUnited a8b44334a5757923362f95f764dfde7b8b75d17e"
    [Trio]="nightscout/Trio 29350e31a9f8b25dcea719f52fa1abb676e34af8"
    [iAPS]="Artificial-Pancreas/iAPS 0057062093b3c933797d322a59dab3a5ffa3bb38"
    [swiftisland2025-workshop-appintents]="SpacyRicochet/swiftisland2025-workshop-appintents ca135deac3569acf9255091ae04cc30b575d6eba"
    [ec017appintents]="editorscut/ec017appintents 69b2e2abac4f345c60123ce4a0b9af6174c30f6a"
    [Cork]="buresdv/Cork 75c5c61211a8282e5124bfcd8cf821eb56ece7bf"
    [LoopFollow]="loopandlearn/LoopFollow 89183a494be5f1370b035163c53fdccc6f4ebd3c"
    [QR-Share-Pro]="TopGApps/QR-Share-Pro 921388d92030f532b22f46e52d43b54965cd386b"
    [Flipper-iOS-App]="flipperdevices/Flipper-iOS-App dd1427d7c473f0db0a6bf802a297597b7a21749a"
    [AppIntentsDemo]="frogcjn/AppIntentsDemo 774409410515c435c3af6b722cb1bbe35e8943f2"
    [Gladys]="ptsochantaris/Gladys f5b3fb326d34ce5756088cdd0148069bb6860246"
    [sing-box-for-apple]="SagerNet/sing-box-for-apple 7cc731430e7ff59e9a1b0a88f8700f810267a470"
    [MoeMemos]="mudkipme/MoeMemos 7e9e8d6d7590b1eb0660886afe6fa78abeb0f7cd"
    [Clop]="FuzzyIdeas/Clop b8993f633924303de96ab8f5b184f1907edcd9ea"
    [LLMFarm]="guinmoon/LLMFarm ee6d251ab6fee083482fe1ee22f2291f4f7dfbaf"
    [Harbour]="rrroyal/Harbour e56c10cb376baaa3ada49b29b8396e1ab9293942"
    [SolarLens]="mduu/SolarLens e45c25648b4b2abfa03ae01ec2586f86a0696df7"
    [2fas-ios]="twofas/2fas-ios 693a08e5c89c7c247ce1ed4612edd996bcf44fd8"
    [CSE]="Cizzuk/CSE 964fc6f4c8a92b2ea8559ec65c2dfd6f3de4d55c"
)
ORDER=(iOS amperfy IceCubesApp ghostty Hamster Plash NetNewsWire MarkEdit kurozora-app duckduckgo-iOS pocket-casts-ios pocketpal-ai Intentional IntentDemo siriLearn
    Adopting-App-Intents-to-support-system-experiences ios-app-intents-sample AppIntentsSample Gifski UTM omnivore Maccy CotEditor VoiceInk
    Lunar foqos AltStore PizzaHelperUnited Trio iAPS swiftisland2025-workshop-appintents ec017appintents Cork LoopFollow
    QR-Share-Pro Flipper-iOS-App AppIntentsDemo
    Gladys sing-box-for-apple MoeMemos Clop LLMFarm Harbour SolarLens 2fas-ios CSE)

[[ $# -ge 1 ]] || usage
FOLDER=$1
shift
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BINARY="$ROOT/.build/debug/appintents"
while [[ $# -gt 0 ]]; do
    case $1 in
    --binary)
        [[ $# -ge 2 ]] || usage
        BINARY=$2
        shift 2
        ;;
    *) usage ;;
    esac
done
[[ -d $FOLDER ]] || { echo "error: $FOLDER: no such folder (expected one checkout per app)" >&2; exit 2; }
[[ -x $BINARY ]] || { echo "error: $BINARY is not built (swift build --product appintents)" >&2; exit 2; }
command -v python3 >/dev/null || { echo "error: python3 is needed to read the JSON reports" >&2; exit 2; }
TIME=/usr/bin/time
[[ -x $TIME ]] || { echo "error: /usr/bin/time is needed for peak memory (apt-get install time)" >&2; exit 2; }

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
TOTAL_FILES=0
TOTAL_SECONDS=0
CRASHES=0
MISSING=0

printf '%-12s %-28s %6s %8s %9s %9s %s\n' app commit files "lint s" "peak MB" "extract" findings
for name in "${ORDER[@]}"; do
    read -r repository commit <<<"${APPS[$name]}"
    checkout="$FOLDER/$name"
    if [[ ! -d $checkout ]]; then
        echo "$name: missing (git clone https://github.com/$repository $checkout && git -C $checkout checkout $commit)"
        MISSING=$((MISSING + 1))
        continue
    fi
    state="${commit:0:12} (unverified)"
    if [[ -d $checkout/.git ]]; then
        head=$(git -C "$checkout" rev-parse HEAD)
        state="${commit:0:12}"
        [[ $head == "$commit" ]] || state="${head:0:12} (expected ${commit:0:12})"
    fi
    files=$(find "$checkout" -name '*.swift' -not -path '*/.build/*' -not -path '*/.git/*' | wc -l)
    set +e
    $TIME -f '%e %M' -o "$WORK/$name.time" "$BINARY" lint "$checkout" --reporter json >"$WORK/$name.json" 2>"$WORK/$name.err"
    lint_status=$?
    "$BINARY" metadata extract "$checkout" --output "$WORK/$name.out" >"$WORK/$name.extract" 2>&1
    extract_status=$?
    set -e
    read -r seconds kilobytes < <(tail -1 "$WORK/$name.time") || { seconds=0; kilobytes=0; }
    if ((lint_status > 1)) || ((extract_status != 0)); then
        CRASHES=$((CRASHES + 1))
        echo "$name: lint exit $lint_status, extract exit $extract_status" >&2
        sed -n 1,5p "$WORK/$name.err" "$WORK/$name.extract" >&2
    fi
    extracted=$(sed -n 's/.*: \([0-9]* actions\), \([0-9]* entities\), .*/\1/p' "$WORK/$name.extract")
    summary=$(python3 - "$WORK/$name.json" <<'PY'
import collections, json, sys
try:
    report = json.load(open(sys.argv[1]))
except Exception:
    print("no report"); sys.exit()
counts = collections.Counter((f["ruleID"], f["severity"]) for f in report["findings"])
print(", ".join(f"{rule} {level} {n}" for (rule, level), n in sorted(counts.items())) or "none")
PY
)
    printf '%-12s %-28s %6d %8.2f %9.0f %9s %s\n' "$name" "$state" "$files" "$seconds" \
        "$(echo "$kilobytes / 1024" | bc -l)" "${extracted:-failed}" "$summary"
    TOTAL_FILES=$((TOTAL_FILES + files))
    TOTAL_SECONDS=$(echo "$TOTAL_SECONDS + $seconds" | bc -l)
done

if ((TOTAL_FILES > 0)); then
    printf 'total: %d Swift files, lint %.1f s (%.2f s per 1,000 files), %d crashes, %d missing\n' \
        "$TOTAL_FILES" "$TOTAL_SECONDS" "$(echo "$TOTAL_SECONDS * 1000 / $TOTAL_FILES" | bc -l)" "$CRASHES" "$MISSING"
fi
exit $((CRASHES > 0 ? 1 : 0))
