// The executable that compiles the tests' precompiled headers once; every test reuses them
// (tests/CMakeLists.txt). It is built and never run.
int main()
{
    return 0;
}
