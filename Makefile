# Thin wrapper around CMake/CTest.  `make` builds, `make check` runs every
# test, `make run` shows the main job, `make bench` the benchmarks, `make
# fuzz` runs each libFuzzer target for FUZZ_SECONDS (clang, ASan+UBSan),
# `make lint` runs cppcheck, clang-tidy, ESLint and the format check, `make
# format` reformats the directories that follow .clang-format.
BUILD ?= build
# CMake runs make again below us: keep its "Entering directory" lines out.
MAKEFLAGS += --no-print-directory
PREFIX ?= /usr/local
JOBS ?= $(shell nproc)
CMAKE_FLAGS ?=
FUZZ_SECONDS ?= 300
FUZZ_TARGETS ?= profile strings clang_trace summary_json cli_numbers perf_config db_url query_block

.PHONY: all deps configure build check run bench fuzz lint format format-check install clean

all: build

deps:
	@./scripts/install-deps.sh

$(BUILD)/CMakeCache.txt: | deps
	cmake -S . -B $(BUILD) -DCMAKE_INSTALL_PREFIX=$(PREFIX) $(CMAKE_FLAGS) >/dev/null

configure: $(BUILD)/CMakeCache.txt

build: configure
	cmake --build $(BUILD) -j $(JOBS)

check: build
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

# The build quietly (its ~140 lines are shown only when it fails), then the
# demo, which ends serving the dashboard until Ctrl-C (SERVE=0: it stops after
# collecting; PORT=N picks the port).
SERVE ?= 1
run: configure
	@echo "Building in $(BUILD)/ ..."
	@log=$$(mktemp); if cmake --build $(BUILD) -j $(JOBS) >$$log 2>&1; then rm -f $$log; \
	else cat $$log; rm -f $$log; echo "make run: the build failed (above)" >&2; exit 1; fi
	@SERVE=$(SERVE) ./scripts/run-demo.sh $(BUILD)

bench: build
	./scripts/run-bench.sh $(BUILD)

# cppcheck and clang-tidy over lib/, tools/, import/, plugins/ and perf/,
# ESLint over perf/web, clang-format --dry-run (scripts/lint.sh). The
# configure step writes the compile_commands.json that clang-tidy reads; of
# the build, only the generated sources (perf_generated) are needed. cmake
# runs again first: a build tree configured before perf_generated existed
# learns it.
lint: configure
	cmake -S . -B $(BUILD) >/dev/null
	cmake --build $(BUILD) --target perf_generated >/dev/null
	JOBS=$(JOBS) sh scripts/lint.sh $(BUILD)

# clang-format over the directories that follow .clang-format
# (scripts/format.sh: which ones, and how the others join).
format:
	sh scripts/format.sh fix

format-check:
	sh scripts/format.sh check

# Exit 77 from run.sh: this clang has no libFuzzer; the target is skipped.
fuzz: build
	@for t in $(FUZZ_TARGETS); do \
	    echo "fuzz: $$t for $(FUZZ_SECONDS) s"; \
	    BUILDDIR=$(abspath $(BUILD)) sh tests/fuzz/run.sh $$t $(FUZZ_SECONDS); rc=$$?; \
	    if [ $$rc -eq 77 ]; then echo "fuzz: $$t skipped"; elif [ $$rc -ne 0 ]; then exit $$rc; fi; \
	done

install: build
	cmake --install $(BUILD) --prefix $(PREFIX)

clean:
	rm -rf $(BUILD)
