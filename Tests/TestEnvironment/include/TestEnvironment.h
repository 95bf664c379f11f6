// The test process's environment is set as it loads (TestEnvironment.c); there is nothing to call.
